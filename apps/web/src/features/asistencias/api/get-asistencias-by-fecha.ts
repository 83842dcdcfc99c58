import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asistenciasQueries, type AsistenciasClass } from '@/api/asistencias';

/** Edit mode's "Buscar": looks up the marks of a class on demand (a fresh read each time), so it is a mutation. */
export function useSearchAsistencias() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (query: AsistenciasClass) => queryClient.fetchQuery(asistenciasQueries.byFecha(query)) });
}
