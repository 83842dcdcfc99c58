import { FACULTY_NAME } from '@ingreso/shared';
import type { resource as es } from '../es/common';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  common: {
    appName: 'Zulassungssystem',
    facultyName: FACULTY_NAME,
    loading: 'Wird geladen...',
    back: 'Zurück',
    language: 'Sprache',
    skipToContent: 'Zum Hauptinhalt springen',
    togglePassword: 'Passwort anzeigen oder verbergen',
    tableScrollHint: 'Wische die Tabelle seitwärts, um alle Spalten zu sehen.',
    newTab: '(öffnet in einem neuen Tab)',
    homeLink: 'Zur Startseite von {{app}}',
    listSeparator: ', ',
    loadingArea: 'Ihr Bereich wird vorbereitet...',
    loggingOut: 'Sie werden abgemeldet...',
  },
  screenError: {
    message:
      'Diese Seite konnte nicht geladen werden: Vielleicht wurde die Verbindung unterbrochen oder das Portal aktualisiert. Versuchen Sie es erneut; Gespeichertes geht nicht verloren.',
    retry: 'Erneut versuchen',
  },
  languages: {
    es: 'Español',
    en: 'English',
    de: 'Deutsch',
    fr: 'Français',
    ja: '日本語',
    zh: '中文',
  },
  links: {
    title: 'Nützliche Links',
    site: 'Website der Fakultät',
    careers: 'Studiengänge',
    coursesGuide: 'Kursführer',
    contact: 'Kontakt',
  },
  errorPage: {
    title: 'Hoppla!',
    notFound: 'Die gesuchte Seite wurde nicht gefunden',
    home: 'Zur Startseite',
  },
  pagination: {
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Seite {{n}}',
  },
  msg: {
    required: 'Pflichtfeld',
    fieldRequired: '{{value}} ist erforderlich',
    fieldInvalid: '{{value}} ist ungültig',
    login: {
      emailFormat: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      min3: 'Bitte geben Sie mindestens 3 Zeichen ein',
      max50: 'Höchstens 50 Zeichen',
      invalidCredentials: 'Die angegebenen Daten sind nicht korrekt',
      notVerified:
        'Ihr Konto wurde noch nicht bestätigt. Prüfen Sie Ihr Postfach und öffnen Sie den Aktivierungslink oder fordern Sie ihn erneut an.',
      throttled: 'Zu viele fehlgeschlagene Versuche. Bitte warten Sie {{value}} Minuten und versuchen Sie es erneut.',
      accountThrottled:
        'Mit dieser E-Mail-Adresse gab es zu viele fehlgeschlagene Versuche. Warten Sie zu Ihrer Sicherheit {{value}} Minuten oder setzen Sie Ihr Passwort über „Passwort vergessen?“ zurück.',
    },
    password: {
      min: 'Das Passwort muss mindestens 8 Zeichen haben.',
      max: 'Das Passwort darf höchstens 128 Zeichen haben.',
      common: 'Dieses Passwort ist zu verbreitet oder tauchte in Datenlecks auf; wählen Sie ein anderes.',
      loginMax: 'Höchstens 128 Zeichen',
    },
    registration: {
      min3: 'Mindestens 3 Zeichen',
      max50: 'Höchstens 50 Zeichen',
      passwordsMustMatch: 'Die Passwörter müssen übereinstimmen',
      acceptTerms: 'Sie müssen die Nutzungsbedingungen akzeptieren, um fortzufahren',
      success: 'Ihre Daten wurden erfolgreich registriert',
      activationNote: 'Wir senden Ihnen eine E-Mail, um Ihr Konto zu aktivieren.',
      emailTaken: 'Die E-Mail-Adresse ist bereits registriert.',
    },
    forgot: {
      emailFormat: 'Das Format der E-Mail-Adresse ist ungültig',
      required: 'Dieses Feld ist erforderlich.',
      sent: 'Falls es ein Konto mit dieser E-Mail-Adresse gibt, haben wir Ihnen einen Link zum Zurücksetzen Ihres Passworts gesendet. Prüfen Sie Ihr Postfach (auch den Spam-Ordner).',
    },
    reset: {
      failure: 'Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut',
      success: 'Passwort erfolgreich zurückgesetzt',
    },
    verify: {
      waiting: 'Wir bestätigen Ihr Konto.',
      success: 'Ihr Konto ist aktiviert. Sie können sich jetzt anmelden.',
      failure: 'Der Aktivierungslink ist ungültig oder wurde bereits verwendet.',
      superseded:
        'Dieser Link wurde durch einen neueren ersetzt: Wir haben dir eine weitere Aktivierungs-E-Mail geschickt. Öffne den Link in der zuletzt erhaltenen E-Mail.',
      alreadyActive: 'Dein Konto ist bereits aktiviert. Du kannst dich jetzt anmelden.',
      resent: 'Falls das Konto existiert und noch nicht aktiviert ist, haben wir Ihnen eine neue Aktivierungs-E-Mail gesendet.',
    },
    session: {
      unauthorized: 'Ihre Sitzung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.',
      forbidden: 'Sie haben keine Berechtigung für diese Aktion.',
      idle: 'Ihre Sitzung wurde wegen Inaktivität beendet.',
      passwordChanged: 'Ihr Passwort wurde geändert: Bitte melden Sie sich erneut an.',
    },
    http: {
      notFound: 'Die angeforderte Ressource existiert nicht.',
      badRequest: 'Die Anfrage ist ungültig.',
      invalidJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
      unsupportedMediaType: 'Der Inhaltstyp der Anfrage wird nicht unterstützt.',
      payloadTooLarge: 'Die Anfrage ist zu groß.',
      tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
      internal: 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es erneut.',
      busy: 'Das System ist stark ausgelastet, es wurde nichts gespeichert. Bitte versuchen Sie es in einigen Sekunden erneut.',
    },
    errorPage: {
      title: 'Hoppla!',
      notFound: 'Die gesuchte Seite wurde nicht gefunden',
    },
    wizard: {
      emailInUse: 'Die E-Mail-Adresse wird bereits verwendet. Bitte geben Sie eine andere ein.',
      unexpected: 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es erneut.',
      enrolmentStep: 'Beim Speichern der Daten ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    },
  },
};
