import { useResourceMutation } from '@/api/mutation';
import { carreraChangeTouches, carrerasApi, carrerasKeys, type CarreraBody } from '@/api/carreras';

/** Creates (id null) or edits a career; every careers query refreshes (the instancia form's select included), and so do the views that show careers. */
export function useSaveCarrera() {
  return useResourceMutation(
    carrerasKeys.all,
    ({ id, payload }: { id: number | null; payload: CarreraBody }) =>
      id === null ? carrerasApi.create(payload) : carrerasApi.update(id, payload),
    carreraChangeTouches,
  );
}
