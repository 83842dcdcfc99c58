import type { resource as es } from '../es/account';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  registration: {
    title: 'Konto erstellen',
    subtitle: 'Füllen Sie Ihre Daten aus, um sich im System zu registrieren.',
    name: 'Name',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    cPassword: 'Passwort bestätigen',
    acceptTermsPrefix: 'Ich akzeptiere die',
    termsLink: 'Nutzungsbedingungen',
    submit: 'Registrieren',
    haveAccount: 'Sie haben bereits ein Konto?',
    login: 'Anmelden',
    successTitle: 'Registrierung erfolgreich',
  },
  forgot: {
    title: 'Passwort vergessen?',
    subtitle: 'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link zum Zurücksetzen.',
    email: 'E-Mail-Adresse',
    submit: 'Senden',
    successTitle: 'Prüfen Sie Ihr Postfach',
  },
  reset: {
    title: 'Passwort zurücksetzen',
    subtitle: 'Wählen Sie ein neues Passwort für Ihr Konto.',
    password: 'Neues Passwort',
    cPassword: 'Neues Passwort bestätigen',
    submit: 'Passwort zurücksetzen',
    goToLogin: 'Anmelden',
  },
  verify: {
    title: 'Kontoaktivierung',
    goToLogin: 'Zur Anmeldung',
  },
};
