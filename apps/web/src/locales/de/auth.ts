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
  },
};
