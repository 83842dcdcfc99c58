import type { NotaRecord } from '@ingreso/shared';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface SaveNotaInput {
  /** The stored grade to change (edit mode), or null to store a new one. */
  id: number | null;
  inscripto_id: number;
  materia_id: number;
  fecha_examen: string;
  nota: number;
}

/**
 * POST /api/notas-inscripto/store for a new grade, PUT .../update/{id} for a
 * stored one (seed 001 §7). Each row of the grades table saves on its own, so
 * every row keeps its own state instead of sharing one mutation.
 */
export async function saveNota(input: SaveNotaInput): Promise<NotaRecord> {
  const answer =
    input.id === null
      ? await api.post<{ data?: { nota?: NotaRecord } }>(paths.api.notasStore, {
          inscripto_id: input.inscripto_id,
          materia_id: input.materia_id,
          fecha_examen: input.fecha_examen,
          nota: input.nota,
        })
      : await api.put<{ data?: { nota?: NotaRecord } }>(paths.api.notasUpdate(input.id), { nota: input.nota });
  const nota = answer?.data?.nota;
  // Seed 001 §8: a null result marks the row failed, like an exception.
  if (!nota) throw new Error('The grade answer carried no data');
  return nota;
}
