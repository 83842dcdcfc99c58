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
  },
};
