import { useQuery } from '@tanstack/react-query';
import { asistenciasQueries } from '@/api/asistencias';

/** The approved enrollees (estado 2) of the instancia, by surname and name. */
export const useEstudiantes = (instancia: number) => useQuery({ ...asistenciasQueries.estudiantes(instancia), enabled: instancia > 0 });
