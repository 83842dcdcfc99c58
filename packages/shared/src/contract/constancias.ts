import { z } from 'zod';
import { CONSTANCIA_CODE_PATTERN, HANDOFF_FORMATS, constanciaMsg, constanciaVerificationSchema } from '../constancia.js';
import { inscripcionMsg } from '../inscripcion.js';
import { instanciaMsg } from '../instancia.js';
import { owner, ownedPath, publicAccess, staff } from './access.js';
import { binaryBody, errorBodySchema, errorExample, idPath, notFoundWhenInvalid } from './common.js';
import { instanciaParamSchema } from './inscripciones.js';
import { route } from './route.js';

/** The proof of enrolment, its public verification and the hand-off CSV (issue 19). */
const tag = 'constancias';

/** `:code` of the verification page: anything that is not a code is the same 404 as a forged one. */
const codePath = z.object({
  code: z.string(constanciaMsg.invalid).regex(CONSTANCIA_CODE_PATTERN, constanciaMsg.invalid),
});
notFoundWhenInvalid.add(codePath);

export const downloadConstancia = route({
  operationId: 'downloadConstancia',
  method: 'GET',
  path: '/api/inscriptos/constancia/:id',
  access: owner([ownedPath('inscripto')], { permission: 'inscripciones.ver' }),
  tag,
  summary: 'Descarga la constancia de inscripción (PDF)',
  description:
    'PDF con texto (buscable y legible por un lector de pantalla): facultad, aspirante y documento, instancia, carrera, fecha de inscripción, estado al imprimir, código de trámite y un código QR que abre /verificar/{code}. El estado y la fecha de emisión van firmados dentro del código.',
  params: idPath('id', inscripcionMsg.inscriptoNotFound),
  responses: { 200: binaryBody, 404: errorBodySchema },
  fileMediaTypes: ['application/pdf'],
  examples: { responses: { 404: errorExample(inscripcionMsg.inscriptoNotFound) } },
});

export const verifyConstancia = route({
  operationId: 'verifyConstancia',
  method: 'GET',
  path: '/api/constancias/verificar/:code',
  access: publicAccess('el código del QR de la constancia, firmado; sin datos personales y con límite por dirección'),
  tag,
  summary: 'Verifica una constancia de inscripción por el código de su QR',
  description:
    'Responde solo lo que prueba su autenticidad: iniciales, últimos 3 dígitos del documento, instancia, estado al emitirla y ahora, fechas. Un código adulterado, inventado o de una inscripción que ya no existe responde 404 "Constancia no válida". Limitada por dirección (429).',
  params: codePath,
  responses: { 200: constanciaVerificationSchema, 404: errorBodySchema },
  examples: {
    responses: {
      200: {
        iniciales: 'M. G.',
        documento_final: '456',
        instancia: 'Ingreso 2026 - Primer cuatrimestre',
        estado_al_emitir: 'Pendiente',
        estado_actual: 'Aprobado',
        fecha_emision: '2026-02-12T15:30:00.000Z',
        fecha_inscripcion: '2026-02-10',
      },
      404: errorExample(constanciaMsg.invalid),
    },
  },
});

export const exportHandoff = route({
  operationId: 'exportHandoff',
  method: 'GET',
  path: '/api/inscriptos/handoff/:instancia',
  access: staff('inscripciones.exportar'),
  tag,
  summary: 'CSV de los aprobados de una instancia para el sistema de alumnos',
  description:
    'Una fila por persona aprobada, con las columnas de docs/hand-off.md. formato=excel (por defecto): UTF-8 con BOM, separador ";" y fin de línea CRLF, para Excel en español; formato=utf8: UTF-8 sin BOM, separador ",". Los textos que empiezan con = + - @ llevan un apóstrofo delante.',
  params: instanciaParamSchema,
  query: z.object({
    formato: z.enum(HANDOFF_FORMATS).default('excel').meta({ description: 'excel (";" y BOM) o utf8 ("," sin BOM)' }),
  }),
  responses: { 200: binaryBody, 404: errorBodySchema },
  fileMediaTypes: ['text/csv'],
  examples: { responses: { 404: errorExample(instanciaMsg.notFound) } },
});

export const constanciasRoutes = [downloadConstancia, verifyConstancia, exportHandoff] as const;
