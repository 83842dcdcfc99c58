import type { resource as es } from '../es/password-strength';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  empty: 'Use at least 8 characters. A phrase of several words is easy to remember and hard to guess.',
  tooShort: 'Too short: use at least 8 characters.',
  weak: 'Weak: easy to guess.',
  fair: 'Fair. Longer is safer.',
  good: 'Good.',
  strong: 'Very good.',
};
