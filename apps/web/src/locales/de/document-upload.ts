import type { resource as es } from '../es/document-upload';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  dropHint: 'Datei hierher ziehen oder klicken, um sie auszuwählen',
  formats: 'JPG, PNG, WebP oder PDF, bis 2 MB',
  formatsOnly: 'Nur {{types}}, bis 2 MB',
  chosen: 'Ausgewählte Datei',
  choose: 'Datei auswählen',
  replace: 'Datei ändern',
  buttonName: '{{action}}: {{label}}',
  remove: '{{file}} entfernen',
  status: {
    idle: 'Noch nicht gesendet',
    empty: 'Keine Datei',
    stored: 'Bereits hochgeladen',
    uploading: 'Wird hochgeladen...',
    success: 'Hochgeladen',
    error: 'Fehler',
  },
  progress: 'Upload-Fortschritt: {{label}}',
  required: 'Pflichtangabe',
};
