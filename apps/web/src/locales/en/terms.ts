import type { resource as es } from '../es/terms';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  title: 'Terms and conditions',
  onlySpanish: 'This document is available in Spanish only; the Spanish text is the binding version.',
  updated: 'Last updated',
};
