import { asistenciasApi, asistenciasKeys } from '@/api/asistencias';
import { useResourceMutation } from '@/api/mutation';

export interface AsistenciasPayload {
  instancia_id: number;
  materia_id: number;
  fecha_clase: string;
  ausentes: number[];
}

/**
 * A new load (store) or, in edit mode, the update of a loaded class (seed 001 §7); same body.
 * A new load replaces a class already loaded only with `reemplazar`, after the person confirmed it (issue 14).
 */
export function useSaveAsistencias() {
  return useResourceMutation(
    asistenciasKeys.all,
    ({ edit, payload, reemplazar = false }: { edit: boolean; payload: AsistenciasPayload; reemplazar?: boolean }) =>
      edit ? asistenciasApi.update(payload) : asistenciasApi.store(payload, reemplazar),
  );
}
