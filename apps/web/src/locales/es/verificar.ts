/** The public verification page of a constancia's QR code (/verificar/:code, issue 19). */
export const resource = {
  title: 'Verificación de constancia',
  intro:
    'Esta página comprueba una constancia de inscripción por el código de su QR. Muestra solo lo necesario para compararla con el papel, sin datos personales.',
  loading: 'Verificando la constancia...',
  valid: 'Constancia válida',
  validHint: 'La constancia fue emitida por este sistema y no fue modificada.',
  invalid: 'Constancia no válida',
  invalidHint:
    'El código no corresponde a ninguna constancia emitida por este sistema: pudo haber sido alterado o copiado mal. Escaneá de nuevo el código QR o consultá en la facultad.',
  tooMany: 'Hiciste demasiadas consultas seguidas. Esperá un minuto y volvé a intentar.',
  failure: 'No pudimos verificar la constancia en este momento. Probá de nuevo en unos minutos.',
  holder: 'Titular (iniciales)',
  document: 'Documento terminado en',
  instancia: 'Instancia',
  estadoAlEmitir: 'Estado al emitir la constancia',
  estadoActual: 'Estado actual',
  fechaEmision: 'Fecha de emisión',
  fechaInscripcion: 'Fecha de inscripción',
  changed: 'El estado cambió desde que se emitió la constancia.',
  home: 'Ir al inicio',
};
