import type { resource as es } from '../es/carreras';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  intro: 'Choose a type of programme to see the open offerings and enrol.',
  loading: 'Loading the open offerings...',
  empty: 'There are no open offerings at the moment',
  emptyHint: "You can check the academic offer on the faculty's website.",
  facultySite: "Go to the faculty's website",
  newTab: '(opens in a new tab)',
  openCount_one: '{{count}} open offering',
  openCount_other: '{{count}} open offerings',
  noneOpen: 'No open offerings',
  showInstancias: 'See the offerings of {{type}}',
  showInstanciasShort: 'See offerings',
  external: 'Offered on the university extension website',
  goExternal: 'Go to the extension website',
  noPersona: 'Complete your personal details before enrolling.',
  completeRegister: 'Complete my details',
};
