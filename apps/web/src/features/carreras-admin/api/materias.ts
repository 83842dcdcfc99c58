import { useQuery } from '@tanstack/react-query';
import { carrerasApi, carrerasKeys, carrerasQueries, materiaChangeTouches } from '@/api/carreras';
import { useResourceMutation } from '@/api/mutation';

// Subjects live under the careers' keys: a change refreshes the subject list and the careers' subject counts.

export const useMaterias = (carreraId: number) => useQuery(carrerasQueries.materias(carreraId));

export const useAddMateria = (carreraId: number) =>
  useResourceMutation(carrerasKeys.all, (descripcion: string) => carrerasApi.addMateria(carreraId, { descripcion }), materiaChangeTouches);

export const useRenameMateria = (_carreraId: number) =>
  useResourceMutation(
    carrerasKeys.all,
    ({ id, descripcion }: { id: number; descripcion: string }) => carrerasApi.renameMateria(id, { descripcion }),
    materiaChangeTouches,
  );

/** The server refuses (409) a subject with attendance or grades. */
export const useDeleteMateria = (_carreraId: number) =>
  useResourceMutation(carrerasKeys.all, (id: number) => carrerasApi.deleteMateria(id), materiaChangeTouches);
