import { FACULTY_NAME } from '@ingreso/shared';
import type { resource as es } from '../es/common';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  common: {
    appName: "Système d'admission",
    facultyName: FACULTY_NAME,
    loading: 'Chargement...',
    back: 'Retour',
    language: 'Langue',
    skipToContent: 'Aller au contenu principal',
    togglePassword: 'Afficher ou masquer le mot de passe',
    tableScrollHint: 'Faites défiler le tableau latéralement pour voir toutes les colonnes.',
    newTab: '(s’ouvre dans un nouvel onglet)',
    homeLink: "Aller à l'accueil de {{app}}",
    listSeparator: ', ',
    loadingArea: 'Préparation de votre espace...',
    loggingOut: 'Déconnexion en cours...',
  },
  screenError: {
    message:
      'Impossible de charger cet écran : la connexion a peut-être été coupée, ou le portail a été mis à jour. Réessayez ; ce que vous avez enregistré n’est pas perdu.',
    retry: 'Réessayer',
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
    title: 'Liens utiles',
    site: 'Site de la faculté',
    careers: 'Formations',
    coursesGuide: 'Guide des cours',
    contact: 'Nous contacter',
  },
  errorPage: {
    title: 'Oups !',
    notFound: 'La page que vous cherchiez est introuvable',
    home: "Retour à l'accueil",
  },
  pagination: {
    previous: 'Précédent',
    next: 'Suivant',
    page: 'Page {{n}}',
  },
  msg: {
    required: 'Champ obligatoire',
    fieldRequired: '{{value}} est obligatoire',
    fieldInvalid: "{{value}} n'est pas valide",
    login: {
      emailFormat: 'Veuillez saisir une adresse e-mail valide',
      min3: 'Veuillez saisir au moins 3 caractères',
      max50: '50 caractères maximum',
      invalidCredentials: 'Les informations fournies sont incorrectes',
      notVerified:
        "Votre compte n'a pas encore été vérifié. Consultez votre messagerie et ouvrez le lien d'activation, ou demandez-nous de vous le renvoyer.",
      throttled: 'Trop de tentatives échouées. Veuillez patienter {{value}} minutes avant de réessayer.',
      accountThrottled:
        'Il y a eu trop de tentatives échouées avec cette adresse e-mail. Par sécurité, patientez {{value}} minutes ou réinitialisez votre mot de passe depuis « Mot de passe oublié ? ».',
    },
    password: {
      min: 'Le mot de passe doit comporter au moins 8 caractères.',
      max: 'Le mot de passe peut comporter au plus 128 caractères.',
      common: 'Ce mot de passe est trop courant ou est apparu dans des fuites de données ; choisissez-en un autre.',
      loginMax: '128 caractères maximum',
    },
    registration: {
      min3: 'Au moins 3 caractères',
      max50: '50 caractères maximum',
      passwordsMustMatch: 'Les mots de passe doivent être identiques',
      acceptTerms: "Vous devez accepter les conditions d'utilisation pour continuer",
      success: 'Nous avons bien enregistré vos informations',
      activationNote: 'Nous vous enverrons un e-mail pour activer votre compte.',
      emailTaken: "L'adresse e-mail est déjà enregistrée.",
    },
    forgot: {
      emailFormat: "Le format de l'adresse e-mail est incorrect",
      required: 'Ce champ est obligatoire.',
      sent: "S'il existe un compte avec cette adresse e-mail, nous vous avons envoyé un lien pour réinitialiser votre mot de passe. Consultez votre messagerie (et le dossier des indésirables).",
    },
    reset: {
      failure: 'Une erreur est survenue. Veuillez réessayer',
      success: 'Mot de passe réinitialisé avec succès',
    },
    verify: {
      waiting: 'Nous validons votre compte.',
      success: 'Votre compte est activé. Vous pouvez maintenant vous connecter.',
      failure: "Le lien d'activation n'est pas valide ou a déjà été utilisé.",
      superseded:
        "Ce lien a été remplacé par un lien plus récent : nous t'avons envoyé un autre e-mail d'activation. Ouvre le lien du dernier e-mail reçu.",
      alreadyActive: 'Ton compte est déjà activé. Tu peux te connecter.',
      resent: "Si le compte existe et n'est pas encore activé, nous vous avons envoyé un nouvel e-mail d'activation.",
    },
    session: {
      unauthorized: "Votre session a expiré ou n'est pas valide. Veuillez vous reconnecter.",
      forbidden: "Vous n'êtes pas autorisé à effectuer cette action.",
      idle: "Votre session a été fermée pour cause d'inactivité.",
      passwordChanged: 'Votre mot de passe a changé : reconnectez-vous.',
    },
    http: {
      notFound: "La ressource demandée n'existe pas.",
      badRequest: "La requête n'est pas valide.",
      invalidJson: "Le corps de la requête n'est pas un JSON valide.",
      unsupportedMediaType: "Le type de contenu de la requête n'est pas pris en charge.",
      payloadTooLarge: 'La requête est trop volumineuse.',
      tooManyRequests: 'Trop de requêtes. Veuillez patienter un instant et réessayer.',
      internal: 'Une erreur inattendue est survenue. Veuillez réessayer.',
      busy: 'Le système est très occupé et rien n’a été enregistré. Veuillez réessayer dans quelques secondes.',
    },
    errorPage: {
      title: 'Oups !',
      notFound: 'La page que vous cherchiez est introuvable',
    },
    wizard: {
      emailInUse: "L'adresse e-mail est déjà utilisée. Veuillez en saisir une autre.",
      unexpected: 'Une erreur inattendue est survenue. Veuillez réessayer.',
      enrolmentStep: "Une erreur est survenue lors de l'enregistrement des données. Veuillez réessayer.",
    },
  },
};
