import { useQuery } from '@tanstack/react-query';
import { carrerasQueries } from '@/api/carreras';

/** Every career (an instancia may belong to any of them, the admission course included): the careers admin's own list. */
export const useCarreras = (enabled: boolean) => useQuery({ ...carrerasQueries.list(), enabled });
