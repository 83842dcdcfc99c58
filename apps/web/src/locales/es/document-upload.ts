/**
 * The upload box shared by the wizard, Mi Perfil and the staff documentation modal (the rule
 * messages come from the shared contract).
 */
export const resource = {
  dropHint: 'Arrastrá el archivo aquí o hacé clic para elegirlo',
  formats: 'JPG, PNG, WebP o PDF, hasta 2 MB',
  formatsOnly: 'Solo {{types}}, hasta 2 MB',
  chosen: 'Archivo elegido',
  choose: 'Elegir archivo',
  replace: 'Cambiar archivo',
  /** The button's name: its visible text, then which document. */
  buttonName: '{{action}}: {{label}}',
  remove: 'Quitar {{file}}',
  status: {
    idle: 'Pendiente de envío',
    empty: 'Sin archivo',
    stored: 'Ya cargado',
    uploading: 'Subiendo...',
    success: 'Subido',
    error: 'Error',
  },
  progress: 'Progreso de subida de {{label}}',
  required: 'obligatorio',
};
