import type { resource as es } from '../es/verificar';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  title: 'Vérification de l’attestation',
  intro:
    'Cette page vérifie une attestation d’inscription grâce au code de son QR. Elle n’affiche que ce qui sert à la comparer avec le papier, sans données personnelles.',
  loading: 'Vérification de l’attestation...',
  valid: 'Attestation valide',
  validHint: 'L’attestation a été émise par ce système et n’a pas été modifiée.',
  invalid: 'Attestation non valide',
  invalidHint:
    'Le code ne correspond à aucune attestation émise par ce système : il a peut-être été modifié ou mal recopié. Scannez à nouveau le code QR ou renseignez-vous auprès de la faculté.',
  tooMany: 'Vous avez fait trop de vérifications d’affilée. Attendez une minute et réessayez.',
  failure: 'Impossible de vérifier l’attestation pour le moment. Réessayez dans quelques minutes.',
  holder: 'Titulaire (initiales)',
  document: 'Document se terminant par',
  instancia: 'Session',
  estadoAlEmitir: 'Statut à l’émission',
  estadoActual: 'Statut actuel',
  fechaEmision: 'Date d’émission',
  fechaInscripcion: 'Date d’inscription',
  changed: 'Le statut a changé depuis l’émission de l’attestation.',
  home: 'Aller à l’accueil',
};
