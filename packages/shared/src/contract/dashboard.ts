import { z } from 'zod';
import { staff } from './access.js';
import { timestamp } from './common.js';
import { openInstanciaSchema } from './instancias.js';
import { route } from './route.js';

/** The staff dashboard (seed 001): open instancias and recent audit entries. */
const tag = 'dashboard';

export const dashboardEstadoCountSchema = z.object({ estado_id: z.number().int(), estado: z.string(), cantidad: z.number().int() });

export const dashboardInstanciaSchema = openInstanciaSchema.extend({
  total: z.number().int(),
  /** One entry per estado, 1 to 7, in that order. */
  por_estado: z.array(dashboardEstadoCountSchema),
  /** Enrollees still missing a required document. */
  documentos_faltantes: z.number().int(),
  /** Issue 15: enrolments with a document waiting for review, resubmitted ones, and prórrogas past their date. */
  por_revisar: z.number().int(),
  reenviados: z.number().int(),
  prorroga_vencida: z.number().int(),
  /** Seats for approved enrolments; null = unlimited (issue 16). Approved and waitlisted are in por_estado. */
  cupo: z.number().int().nullable(),
});
export type DashboardInstancia = z.output<typeof dashboardInstanciaSchema>;

export const dashboardAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  /** Who or what the entry is about: the person, the account, or the instancia/carrera/materia description; null when unknown. */
  entity_name: z.string().nullable(),
  created_at: timestamp,
  /** null once the account that acted is gone. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type DashboardAuditEntry = z.output<typeof dashboardAuditEntrySchema>;

export const dashboardSummarySchema = z.object({
  /** Today (UTC), YYYY-MM-DD. */
  fecha: z.string(),
  instancias: z.array(dashboardInstanciaSchema),
  auditoria: z.array(dashboardAuditEntrySchema),
});
export type DashboardSummary = z.output<typeof dashboardSummarySchema>;

export const getDashboard = route({
  operationId: 'getDashboard',
  method: 'GET',
  path: '/api/dashboard',
  access: staff('dashboard.ver'),
  tag,
  summary: 'Tablero del personal: instancias abiertas y auditoría reciente',
  description:
    'Responde {data: {fecha, instancias: [{id, descripcion, carrera_id, carrera, fecha_publicacion, fecha_inicio, fecha_fin, total, por_estado: [{estado_id, estado, cantidad}] (estados 1 a 7), inscripcion_desde, inscripcion_hasta, documentos_faltantes, por_revisar, reenviados, prorroga_vencida, cupo (null sin límite)}], auditoria: [{id, action, entity, entity_id, entity_name, created_at, actor: {id, name} | null}] (las 20 más recientes)}}. Instancia abierta: publicada, con fecha_fin hoy o después (UTC) y de un tipo de carrera en el que los aspirantes se inscriben (no Extensión, que enlaza a su sitio). entity_name nombra a la persona, la cuenta o la instancia, carrera o materia de la entrada (null si no hay a quién nombrar). documentos_faltantes cuenta los inscriptos a los que les falta algún documento obligatorio.',
  responses: { 200: z.object({ data: dashboardSummarySchema }) },
  examples: {
    responses: {
      200: {
        data: {
          fecha: '2026-03-02',
          instancias: [
            {
              id: 12,
              descripcion: 'Ingreso 2026 - Primer cuatrimestre',
              carrera_id: 1,
              carrera: 'Curso de ingreso',
              fecha_publicacion: '2026-02-01',
              fecha_inicio: '2026-03-01',
              fecha_fin: '2026-03-31',
              inscripcion_desde: '2026-02-01',
              inscripcion_hasta: '2026-03-31',
              total: 3,
              por_estado: [
                { estado_id: 1, estado: 'Pendiente', cantidad: 2 },
                { estado_id: 2, estado: 'Aprobado', cantidad: 1 },
                { estado_id: 3, estado: 'Rechazado', cantidad: 0 },
                { estado_id: 4, estado: 'Por empresa', cantidad: 0 },
                { estado_id: 5, estado: 'Por Beca', cantidad: 0 },
                { estado_id: 6, estado: 'Lista de espera', cantidad: 0 },
                { estado_id: 7, estado: 'Baja', cantidad: 0 },
              ],
              documentos_faltantes: 1,
              por_revisar: 1,
              reenviados: 0,
              prorroga_vencida: 0,
              cupo: 50,
            },
          ],
          auditoria: [
            {
              id: 40,
              action: 'inscripcion.estado',
              entity: 'inscripto',
              entity_id: 7,
              entity_name: 'Ana Pérez',
              created_at: '2026-03-02T12:30:00.000Z',
              actor: { id: 1, name: 'Administrador' },
            },
          ],
        },
      },
    },
  },
});

export const dashboardRoutes = [getDashboard] as const;
