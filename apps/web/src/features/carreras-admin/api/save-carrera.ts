import { carrerasApi, carrerasKeys } from '@/api/carreras';
import { useResourceMutation } from '@/api/call';

export interface CarreraPayload {
  descripcion: string;
  tipo_carrera_id: number;
  elegible_en_ingreso: 0 | 1;
}

/** Creates (id null) or edits a career; every careers query refreshes, the instancia form's select included. */
export function useSaveCarrera() {
  return useResourceMutation(carrerasKeys.all, ({ id, payload }: { id: number | null; payload: CarreraPayload }) =>
    id === null ? carrerasApi.create(payload) : carrerasApi.update(id, payload),
  );
}
