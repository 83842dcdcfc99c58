import type { resource as es } from '../es/account';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  registration: {
    title: 'Créer un compte',
    subtitle: 'Remplissez vos informations pour vous inscrire sur le système.',
    name: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    cPassword: 'Confirmer le mot de passe',
    acceptTermsPrefix: "J'accepte les",
    termsLink: "conditions d'utilisation",
    submit: 'Créer mon compte',
    haveAccount: 'Vous avez déjà un compte ?',
    login: 'Se connecter',
    successTitle: 'Inscription réussie',
  },
  forgot: {
    title: 'Mot de passe oublié ?',
    subtitle: 'Saisissez votre adresse e-mail et nous vous enverrons un lien de réinitialisation.',
    email: 'Adresse e-mail',
    submit: 'Envoyer',
    successTitle: 'Consultez votre messagerie',
  },
  reset: {
    title: 'Réinitialiser le mot de passe',
    subtitle: 'Choisissez un nouveau mot de passe pour votre compte.',
    password: 'Nouveau mot de passe',
    cPassword: 'Confirmer le nouveau mot de passe',
    submit: 'Réinitialiser le mot de passe',
    goToLogin: 'Se connecter',
  },
  verify: {
    title: 'Activation du compte',
    goToLogin: 'Aller à la connexion',
  },
};
