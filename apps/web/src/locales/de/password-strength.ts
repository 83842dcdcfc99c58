import type { resource as es } from '../es/password-strength';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  empty: 'Verwenden Sie mindestens 8 Zeichen. Ein Satz aus mehreren Wörtern ist leicht zu merken und schwer zu erraten.',
  tooShort: 'Zu kurz: Verwenden Sie mindestens 8 Zeichen.',
  weak: 'Schwach: leicht zu erraten.',
  fair: 'Ausreichend. Länger ist sicherer.',
  good: 'Gut.',
  strong: 'Sehr gut.',
};
