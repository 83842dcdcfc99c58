import type { resource as es } from '../es/terms';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  title: "Conditions d'utilisation",
  onlySpanish: 'Ce document est disponible uniquement en espagnol ; la version espagnole fait foi.',
  updated: 'Dernière mise à jour',
};
