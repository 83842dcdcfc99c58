import { FACULTY_NAME } from '@ingreso/shared';
import type { resource as es } from '../es/auth';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  banner: {
    welcome: "Bienvenue dans le Système d'admission",
    faculty: FACULTY_NAME,
    description:
      'Créez votre compte, complétez vos données personnelles, déposez vos documents et inscrivez-vous aux formations et aux cours ouverts. Suivez le statut de chaque inscription depuis un seul endroit.',
  },
  login: {
    title: 'Se connecter',
    subtitle: "Connectez-vous avec l'adresse e-mail et le mot de passe de votre compte.",
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    forgot: 'Mot de passe oublié ?',
    noAccount: "Vous n'avez pas encore de compte ?",
    register: 'Créer un compte',
    resend: "Renvoyer l'e-mail d'activation",
    ended: {
      idle: "Votre session a été fermée pour cause d'inactivité.",
      passwordChanged: 'Votre mot de passe a changé : reconnectez-vous.',
    },
    sso: {
      or: 'ou',
      button: 'Se connecter avec le compte institutionnel',
      hint: 'Réservé au personnel de la faculté.',
      pending: 'Connexion avec le compte institutionnel…',
      errors: {
        not_configured:
          'La connexion avec un compte institutionnel n’est pas activée sur ce portail. Connectez-vous avec votre adresse e-mail et votre mot de passe.',
        unavailable:
          'Impossible de joindre le fournisseur du compte institutionnel. Réessayez dans quelques minutes ou connectez-vous avec votre adresse e-mail et votre mot de passe.',
        expired: 'La connexion avec le compte institutionnel a expiré ou a déjà été utilisée. Veuillez réessayer.',
        denied: 'La connexion avec le compte institutionnel a été annulée.',
        invalid_response:
          'La réponse du fournisseur du compte institutionnel n’a pas passé les contrôles de sécurité. Réessayez ; si cela se reproduit, prévenez le support.',
        unverified_email: 'Le fournisseur ne confirme pas que l’adresse e-mail de votre compte institutionnel est vérifiée.',
        domain: 'L’adresse e-mail de ce compte n’appartient pas au domaine institutionnel autorisé pour le personnel.',
        no_account:
          'Aucun compte du personnel n’a l’adresse e-mail de votre compte institutionnel. Demandez à un administrateur de le créer.',
        not_staff:
          'L’adresse e-mail de votre compte institutionnel correspond à un compte de candidat : connectez-vous avec votre adresse e-mail et votre mot de passe.',
      },
    },
  },
};
