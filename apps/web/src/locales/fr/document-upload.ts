import type { resource as es } from '../es/document-upload';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  dropHint: 'Glissez le fichier ici ou cliquez pour le choisir',
  formats: "JPG, PNG, WebP ou PDF, jusqu'à 2 Mo",
  formatsOnly: "Seulement {{types}}, jusqu'à 2 Mo",
  chosen: 'Fichier choisi',
  choose: 'Choisir un fichier',
  replace: 'Changer de fichier',
  buttonName: '{{action}} : {{label}}',
  remove: 'Retirer {{file}}',
  status: {
    idle: 'Pas encore envoyé',
    empty: 'Aucun fichier',
    stored: 'Déjà déposé',
    uploading: 'Envoi en cours...',
    success: 'Envoyé',
    error: 'Échec',
  },
  progress: "Progression de l'envoi : {{label}}",
  required: 'obligatoire',
};
