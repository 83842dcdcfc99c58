import { FACULTY_NAME } from '@ingreso/shared';
import type { resource as es } from '../es/auth';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  banner: {
    welcome: 'Willkommen im Zulassungssystem',
    faculty: FACULTY_NAME,
    description:
      'Registrieren Sie sich, ergänzen Sie Ihre persönlichen Daten, laden Sie Ihre Unterlagen hoch und schreiben Sie sich in offene Studiengänge und Kurse ein. Den Stand jeder Einschreibung verfolgen Sie an einem Ort.',
  },
  login: {
    title: 'Anmelden',
    subtitle: 'Melden Sie sich mit der E-Mail-Adresse und dem Passwort Ihres Kontos an.',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    forgot: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    register: 'Registrieren',
    resend: 'Aktivierungs-E-Mail erneut senden',
    ended: {
      idle: 'Ihre Sitzung wurde wegen Inaktivität beendet.',
      passwordChanged: 'Ihr Passwort wurde geändert: Bitte melden Sie sich erneut an.',
    },
    sso: {
      or: 'oder',
      button: 'Mit dem Konto der Hochschule anmelden',
      hint: 'Nur für Mitarbeitende der Fakultät.',
      pending: 'Anmeldung mit dem Konto der Hochschule…',
      errors: {
        not_configured:
          'Die Anmeldung mit dem Konto der Hochschule ist in diesem Portal nicht aktiviert. Melden Sie sich mit E-Mail-Adresse und Passwort an.',
        unavailable:
          'Der Anbieter des Hochschulkontos ist nicht erreichbar. Versuchen Sie es in einigen Minuten erneut oder melden Sie sich mit E-Mail-Adresse und Passwort an.',
        expired: 'Die Anmeldung mit dem Hochschulkonto ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.',
        denied: 'Die Anmeldung mit dem Hochschulkonto wurde abgebrochen.',
        invalid_response:
          'Die Antwort des Anbieters hat die Sicherheitsprüfungen nicht bestanden. Versuchen Sie es erneut; wenn es wieder passiert, wenden Sie sich an den Helpdesk.',
        unverified_email: 'Der Anbieter bestätigt nicht, dass die E-Mail-Adresse Ihres Hochschulkontos verifiziert ist.',
        domain: 'Die E-Mail-Adresse dieses Kontos gehört nicht zur für Mitarbeitende freigegebenen Domain.',
        no_account:
          'Es gibt kein Mitarbeiterkonto mit der E-Mail-Adresse Ihres Hochschulkontos. Bitten Sie eine Administratorin oder einen Administrator, es anzulegen.',
        not_staff:
          'Die E-Mail-Adresse Ihres Hochschulkontos gehört zu einem Bewerberkonto: Melden Sie sich mit E-Mail-Adresse und Passwort an.',
      },
    },
  },
};
