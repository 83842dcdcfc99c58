/**
 * The terms page's frame. The legal text itself is Spanish only (the binding version); the other
 * languages say so in `onlySpanish`, which is empty in Spanish.
 */
export const resource = {
  title: 'Términos y condiciones',
  onlySpanish: '',
  updated: 'Última actualización',
};
