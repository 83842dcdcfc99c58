import type { NotaRecord } from '@ingreso/shared';
import { useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '@/api/mutation';
import { notasApi, notasKeys } from '@/api/notas';

export interface SaveNotaInput {
  /** The stored grade to change (edit mode), or null to store a new one. */
  id: number | null;
  inscripto_id: number;
  materia_id: number;
  fecha_examen: string;
  nota: number;
  /** A new grade replaces a stored one only when the person confirmed it (issue 14). */
  reemplazar?: boolean;
}

/**
 * Stores a new grade, or changes a stored one (seed 001 §7). Each row of the grades table
 * saves on its own, so every row keeps its own state instead of sharing one mutation; the
 * grades queries refresh after each save.
 */
export function useSaveNota() {
  const queryClient = useQueryClient();
  return async ({ id, nota, reemplazar = false, ...exam }: SaveNotaInput): Promise<NotaRecord> => {
    const saved = id === null ? await notasApi.store({ ...exam, nota }, reemplazar) : await notasApi.update(id, nota);
    void refreshQueries(queryClient, [notasKeys.all]);
    return saved;
  };
}
