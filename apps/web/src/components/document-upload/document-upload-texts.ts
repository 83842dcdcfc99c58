import { useLocalizedTexts } from '@/lib/i18n';

/**
 * The upload box's own words (the rule messages come from the shared contract).
 * A typed object instead of i18next keys: the box is reused by several features
 * and keeps its texts next to it; the language still follows i18next.
 */
const es = {
  dropHint: 'Arrastrá el archivo aquí o hacé clic para elegirlo',
  formats: 'JPG, PNG, WebP o PDF, hasta 2 MB',
  chosen: 'Archivo elegido',
  choose: 'Elegir archivo',
  replace: 'Cambiar archivo',
  /** The button's name: its visible text, then which document. */
  buttonName: (action: string, label: string) => `${action}: ${label}`,
  remove: (file: string) => `Quitar ${file}`,
  status: {
    idle: 'Pendiente de envío',
    empty: 'Sin archivo',
    uploading: 'Subiendo...',
    success: 'Subido',
    error: 'Error',
  },
  progress: (label: string) => `Progreso de subida de ${label}`,
  required: 'obligatorio',
};

export type DocumentUploadTexts = typeof es;

const en: DocumentUploadTexts = {
  dropHint: 'Drag the file here or click to choose it',
  formats: 'JPG, PNG, WebP or PDF, up to 2 MB',
  chosen: 'Chosen file',
  choose: 'Choose file',
  replace: 'Change file',
  buttonName: (action, label) => `${action}: ${label}`,
  remove: (file) => `Remove ${file}`,
  status: {
    idle: 'Not sent yet',
    empty: 'No file',
    uploading: 'Uploading...',
    success: 'Uploaded',
    error: 'Error',
  },
  progress: (label) => `Upload progress of ${label}`,
  required: 'required',
};

export function useDocumentUploadTexts(): DocumentUploadTexts {
  return useLocalizedTexts<DocumentUploadTexts>(es, en);
}
