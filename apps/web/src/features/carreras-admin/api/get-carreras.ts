import type { TipoCarrera } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { carrerasQueries } from '@/api/carreras';

export type { TipoCarrera };

export const useCarreras = () => useQuery(carrerasQueries.list());

export const useTiposCarrera = () => useQuery(carrerasQueries.tipos());
