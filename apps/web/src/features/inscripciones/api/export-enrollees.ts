import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { filterParams, type EnrolleeFilter } from './get-enrollees';

/** One row of GET /api/inscriptos/export/{instancia}: every field of the seed's 30 Excel columns. */
export interface ExportRow {
  nombre: string;
  apellido: string;
  tipo_documento: string;
  numero_documento: string;
  cuit: string;
  fecha_nacimiento: string;
  lugar_nacimiento: string;
  nacionalidad_id: number;
  genero: string | null;
  tipo_sangre: string;
  estado_civil: string | null;
  hijos: number;
  direccion: string;
  piso: number | null;
  departamento: string | null;
  provincia: string;
  localidad: string;
  telefono: string | null;
  celular: string;
  email: string;
  trabaja_actualmente: number | null;
  ocupacion: string | null;
  cargo: string | null;
  empresa: string | null;
  relacion_carrera: string | null;
  colegio: string | null;
  orientacion: string | null;
  anio_graduacion: number | null;
  carrera: string | null;
  instancia: string;
  estado_id: number;
  cod_tramite: string;
}

/** Every enrollee of the current filter (not only the page on view), for the Excel file. */
export async function exportEnrollees(instanciaId: number, filter: EnrolleeFilter): Promise<ExportRow[]> {
  const params = filterParams(filter);
  const query = params.size > 0 ? `?${params}` : '';
  return (await api.get<{ rows: ExportRow[] }>(`${paths.api.exportInscriptos(instanciaId)}${query}`)).rows;
}
