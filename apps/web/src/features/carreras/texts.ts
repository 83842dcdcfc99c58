import { useLocalizedTexts } from '@/lib/i18n';

/**
 * The enrolment home's own words, next to the screen like the wizard's: what the screen and
 * its cards show when they first paint. The instancias dialog's words, with the seed texts of
 * the shared contract, are in modal-texts.ts: they load with the dialog, after the paint
 * (decision 72).
 */
const es = {
  intro: 'Elegí un tipo de carrera para ver las instancias abiertas e inscribirte.',
  loading: 'Cargando las instancias abiertas...',
  empty: 'No se encuentran instancias abiertas en este momento',
  emptyHint: 'Podés consultar la oferta académica en el sitio de la facultad.',
  facultySite: 'Ir al sitio de la facultad',
  newTab: '(se abre en una pestaña nueva)',
  openCount: (n: number) => (n === 1 ? '1 instancia abierta' : `${n} instancias abiertas`),
  noneOpen: 'Sin instancias abiertas',
  showInstancias: (type: string) => `Ver instancias de ${type}`,
  showInstanciasShort: 'Ver instancias',
  external: 'Oferta en el sitio de extensión universitaria',
  goExternal: 'Ir al sitio de extensión',
  noPersona: 'Completá tus datos personales antes de inscribirte.',
  completeRegister: 'Completar mis datos',
};

export type EnrolmentTexts = typeof es;

const en: EnrolmentTexts = {
  intro: 'Choose a type of programme to see the open offerings and enrol.',
  loading: 'Loading the open offerings...',
  empty: 'There are no open offerings at the moment',
  emptyHint: "You can check the academic offer on the faculty's website.",
  facultySite: "Go to the faculty's website",
  newTab: '(opens in a new tab)',
  openCount: (n) => (n === 1 ? '1 open offering' : `${n} open offerings`),
  noneOpen: 'No open offerings',
  showInstancias: (type) => `See the offerings of ${type}`,
  showInstanciasShort: 'See offerings',
  external: 'Offered on the university extension website',
  goExternal: 'Go to the extension website',
  noPersona: 'Complete your personal details before enrolling.',
  completeRegister: 'Complete my details',
};

export function useEnrolmentTexts(): EnrolmentTexts {
  return useLocalizedTexts<EnrolmentTexts>(es, en);
}
