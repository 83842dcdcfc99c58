import type { resource as es } from '../es/terms';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  title: 'Nutzungsbedingungen',
  onlySpanish: 'Dieses Dokument ist nur auf Spanisch verfügbar; die spanische Fassung ist verbindlich.',
  updated: 'Zuletzt aktualisiert',
};
