import { inscripcionesQueries } from '@/api/inscripciones';
import { instanciasQueries } from '@/api/instancias';
import { personasQueries } from '@/api/personas';
import { queryClient } from '@/lib/query-client';
import { getSession } from '@/lib/session';

/**
 * Public surface of the enrolment feature for start-up (app/routes/preload-route.ts): asks
 * for /carreras' data with the same queries, and so the same cache entries, as the screen.
 * It is a module of its own so that the requests do not wait for the screen's code.
 */
export function prefetchCarreras(): Promise<unknown> {
  const session = getSession();
  const hasPersona = Boolean(session?.state_data?.input_data);
  const requests: Array<Promise<unknown>> = [queryClient.prefetchQuery(instanciasQueries.open())];
  if (hasPersona && session?.user?.id !== undefined) requests.push(queryClient.prefetchQuery(personasQueries.byUser(session.user.id)));
  // The screen names the enrolments by the persona id of the session until the persona arrives.
  if (hasPersona && session?.persona?.id !== undefined)
    requests.push(queryClient.prefetchQuery(inscripcionesQueries.byPersona(session.persona.id)));
  return Promise.all(requests);
}
