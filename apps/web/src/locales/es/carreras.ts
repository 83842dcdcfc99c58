/**
 * The enrolment home (/carreras): what the screen and its cards show when they first paint.
 * The dialog's words are the `carreras-dialog` namespace, loaded with the dialog (decision 72).
 */
export const resource = {
  intro: 'Elegí un tipo de carrera para ver las instancias abiertas e inscribirte.',
  loading: 'Cargando las instancias abiertas...',
  empty: 'No se encuentran instancias abiertas en este momento',
  emptyHint: 'Podés consultar la oferta académica en el sitio de la facultad.',
  facultySite: 'Ir al sitio de la facultad',
  newTab: '(se abre en una pestaña nueva)',
  openCount_one: '{{count}} instancia abierta',
  openCount_many: '{{count}} instancias abiertas',
  openCount_other: '{{count}} instancias abiertas',
  noneOpen: 'Sin instancias abiertas',
  showInstancias: 'Ver instancias de {{type}}',
  showInstanciasShort: 'Ver instancias',
  external: 'Oferta en el sitio de extensión universitaria',
  goExternal: 'Ir al sitio de extensión',
  noPersona: 'Completá tus datos personales antes de inscribirte.',
  completeRegister: 'Completar mis datos',
};
