import type { PersonaResponse, SituacionLaboralRow } from '@ingreso/shared';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface Empresa {
  id: number;
  razon_social: string;
  cuit: string | null;
  calle: string | null;
  altura: string | null;
  localidad: string | null;
  cod_postal: string | null;
  email: string | null;
  apellido: string | null;
  nombre: string | null;
  telefono: string | null;
}

export interface EstudioSecundario {
  colegio: string;
  orientacion: string;
  anio_graduacion: number;
}

export interface EnrolmentDetail {
  id: number;
  persona_id: number;
  instancia_id: number;
  carrera_id: number | null;
  estado_id: number;
  /** HTML written by staff: sanitized by the server, and again before it is rendered. */
  observacion: string;
  cod_tramite: string;
  es_beca: number;
  abona_empresa: number;
  created_at: string;
  persona: PersonaResponse;
  carrera: { id: number; descripcion: string } | null;
  instancia: { id: number; descripcion: string; carrera_id: number };
  empresa: Empresa | null;
  situacion_laboral: SituacionLaboralRow | null;
  estudio_secundario: EstudioSecundario | null;
}

export interface HistoryEntry {
  id: number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
  actor: string | null;
}

export interface EnrolmentAnswer {
  inscripto: EnrolmentDetail;
  historial: HistoryEntry[];
}

export const enrolmentQueryKey = (id: number) => ['staff', 'inscripto', id] as const;

/** GET /api/inscriptos/{id}: the enrolment with its persona (files, disabilities), career, company, job, school and history. */
export function useEnrolment(id: number | null) {
  return useQuery({
    queryKey: enrolmentQueryKey(id ?? 0),
    queryFn: ({ signal }) => api.get<EnrolmentAnswer>(paths.api.inscripto(id ?? 0), { signal }),
    enabled: id !== null,
    // The document links are signed for 10 minutes: every opening asks again.
    staleTime: 0,
  });
}
