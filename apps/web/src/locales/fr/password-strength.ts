import type { resource as es } from '../es/password-strength';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  empty: 'Utilisez au moins 8 caractères. Une phrase de plusieurs mots est facile à retenir et difficile à deviner.',
  tooShort: 'Trop court : utilisez au moins 8 caractères.',
  weak: 'Faible : facile à deviner.',
  fair: 'Acceptable. Plus long, c’est plus sûr.',
  good: 'Bon.',
  strong: 'Très bon.',
};
