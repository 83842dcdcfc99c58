import { z } from 'zod';
import {
  documentosObservadosReportSchema,
  embudoReportSchema,
  reporteFiltrosSchema,
  reporteOpcionesSchema,
  tiempoDecisionReportSchema,
} from '../reporte.js';
import { staff } from './access.js';
import { errorBodySchema } from './common.js';
import { route } from './route.js';

/** Admissions reports for staff (issue 19). */
const tag = 'reportes';

const filtrosDescription =
  'Filtros (query, todos opcionales): periodo (el período de la instancia, p. ej. 2027; decisión 281), tipo_carrera_id, carrera_id, instancia_id.';

export const getReporteOpciones = route({
  operationId: 'getReporteOpciones',
  method: 'GET',
  path: '/api/reportes/opciones',
  access: staff('reportes.ver'),
  tag,
  summary: 'Opciones de los filtros de los reportes',
  description: 'Períodos con instancias, tipos de carrera, carreras e instancias (con su período), para elegir los filtros.',
  responses: { 200: z.object({ data: reporteOpcionesSchema }) },
});

export const getEmbudoReport = route({
  operationId: 'getEmbudoReport',
  method: 'GET',
  path: '/api/reportes/embudo',
  access: staff('reportes.ver'),
  tag,
  summary: 'Embudo de admisión: cuentas, correo verificado, perfil, inscripción, documentación, aprobación',
  description: `${filtrosDescription} Responde {data: {etapas: [{etapa, nombre, cantidad, conversion}], por_dia: [{fecha, cuentas, verificadas, perfiles, inscriptas, documentacion, aprobadas}]}}. Las tres primeras etapas cuentan cuentas de aspirantes creadas en el período y no dependen de la carrera ni de la instancia; las otras cuentan personas con alguna inscripción en las instancias filtradas (decisión 282). conversion es el porcentaje de la etapa anterior. Cada persona cuenta una vez por etapa, el día en que la alcanzó (hora de Argentina).`,
  query: reporteFiltrosSchema,
  responses: { 200: z.object({ data: embudoReportSchema }), 400: errorBodySchema },
});

export const getTiempoDecisionReport = route({
  operationId: 'getTiempoDecisionReport',
  method: 'GET',
  path: '/api/reportes/tiempo-decision',
  access: staff('reportes.ver'),
  tag,
  summary: 'Días desde la inscripción o el reenvío hasta la decisión del personal',
  description: `${filtrosDescription} Mediana y percentil 90 de los días entre la inscripción (o el reenvío de una rechazada) y la primera decisión del personal que la siguió (Aprobado o Rechazado), en total, por instancia y por revisor (decisión 283).`,
  query: reporteFiltrosSchema,
  responses: { 200: z.object({ data: tiempoDecisionReportSchema }), 400: errorBodySchema },
});

export const getDocumentosObservadosReport = route({
  operationId: 'getDocumentosObservadosReport',
  method: 'GET',
  path: '/api/reportes/documentos-observados',
  access: staff('reportes.ver'),
  tag,
  summary: 'Los documentos que el personal observa más, con sus motivos más repetidos',
  description: `${filtrosDescription} Cuenta las revisiones por documento que pasaron a observado (issue 15, requisito_historial) en las inscripciones de las instancias filtradas: cuántas veces, en cuántas inscripciones y los tres motivos más repetidos (el texto del motivo tal como se escribió, sin mayúsculas ni espacios de más). Ordenado de más a menos observado (decisión 175).`,
  query: reporteFiltrosSchema,
  responses: { 200: z.object({ data: documentosObservadosReportSchema }), 400: errorBodySchema },
  examples: {
    responses: {
      200: {
        data: {
          documentos: [
            {
              codigo: 'dni_frente',
              nombre: 'DNI (frente)',
              observaciones: 12,
              inscripciones: 10,
              motivos: [
                { motivo: 'la foto está borrosa', cantidad: 7 },
                { motivo: 'es el dorso', cantidad: 3 },
              ],
            },
          ],
        },
      },
    },
  },
});

export const reportesRoutes = [getReporteOpciones, getEmbudoReport, getTiempoDecisionReport, getDocumentosObservadosReport] as const;
