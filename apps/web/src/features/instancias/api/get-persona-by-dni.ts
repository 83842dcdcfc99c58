import { useQuery } from '@tanstack/react-query';
import { personasQueries } from '@/api/personas';

/** Runs when a number is submitted (null until then); each search asks the server again, a 404 when nobody has it. */
export const usePersonaByDni = (dni: string | null) => useQuery({ ...personasQueries.byDni(dni ?? ''), enabled: dni !== null });
