import { z } from 'zod';
import { DOCUMENT_NAMES } from '../enums.js';
import {
  BULK_MAX_ROWS,
  bulkMailSchema,
  bulkSetEstadoSchema,
  enrolleeListQuerySchema,
  idParamSchema,
  inscripcionMsg,
  inscripcionSchema,
  seatsMsg,
  setEstadoSchema,
} from '../inscripcion.js';
import { instanciaMsg } from '../instancia.js';
import { personaResponseSchema, situacionLaboralRowSchema } from '../persona.js';
import { owner, ownedBody, ownedPath, staff } from './access.js';
import { errorBodySchema, timestamp, errorExample } from './common.js';
import { personaExample } from './examples.js';
import { route } from './route.js';

/** Enrolments (`inscriptos` in the seeds' paths): the applicant's side and the staff review (seed 001 §4–7). */
const tag = 'inscripciones';

/** An enrolment as stored: what enrolling, resubmitting and changing the estado answer. */
export const inscriptoSchema = z.object({
  id: z.number().int(),
  persona_id: z.number().int(),
  instancia_id: z.number().int(),
  /** The career applied for; null only for enrolments made before it was recorded. */
  carrera_id: z.number().int().nullable(),
  estado_id: z.number().int(),
  /** The sanitized rejection reason (HTML), '' unless Rechazado. */
  observacion: z.string(),
  cod_tramite: z.string(),
  es_beca: z.number().int(),
  abona_empresa: z.number().int(),
  empresa_id: z.number().int().nullable(),
  /** Por Beca (5): the scholarship's type and percentage; null otherwise (issue 16). */
  beca_tipo: z.string().nullable(),
  beca_porcentaje: z.number().int().nullable(),
  /** When the enrolment entered Lista de espera (its order there); null in any other estado. */
  en_espera_desde: timestamp.nullable(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Inscripto = z.output<typeof inscriptoSchema>;

/** One of an applicant's enrolments, with what the cards of Mi Perfil show. */
export const personaInscripcionSchema = z.object({
  id: z.number().int(),
  persona_id: z.number().int(),
  instancia_id: z.number().int(),
  instancia: z.object({ id: z.number().int(), descripcion: z.string(), fecha_inicio: z.string(), fecha_fin: z.string() }),
  carrera_id: z.number().int().nullable(),
  carrera: z.string().nullable(),
  estado_id: z.number().int(),
  estado: z.string(),
  observacion: z.string(),
  cod_tramite: z.string(),
  es_beca: z.number().int(),
  abona_empresa: z.number().int(),
  created_at: timestamp,
  /** In Lista de espera: the place in the instancia's waitlist (1 = next); null otherwise (issue 16). */
  posicion_espera: z.number().int().nullable(),
});
export type PersonaInscripcion = z.output<typeof personaInscripcionSchema>;

/** A row of the staff's enrollee table. */
export const enrolleeSchema = z.object({
  id: z.number().int(),
  cod_tramite: z.string(),
  estado_id: z.number().int(),
  estado: z.string(),
  created_at: timestamp,
  persona: z.object({
    id: z.number().int(),
    nombre: z.string(),
    apellido: z.string(),
    tipo_documento: z.string(),
    numero_documento: z.string(),
  }),
});
export type Enrollee = z.output<typeof enrolleeSchema>;

export const enrolleePageSchema = z.object({
  inscriptos: z.array(enrolleeSchema),
  /** Every enrolment of the filter, not only this page's. */
  total: z.number().int(),
  /** Every enrolment of the instancia, whatever the filter: a search with no match still says how many there are. */
  total_instancia: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The instancia's seats (issue 16): cupo (null = unlimited), approved and waitlisted, whatever the filter. */
  cupo: z.object({ cupo: z.number().int().nullable(), aprobados: z.number().int(), en_espera: z.number().int() }),
});
export type EnrolleePage = z.output<typeof enrolleePageSchema>;

/** One row of the Excel export (seed 001 §7); the job and school fields are null when the persona has none. */
export const enrolleeExportRowSchema = personaResponseSchema
  .pick({
    nombre: true,
    apellido: true,
    tipo_documento: true,
    numero_documento: true,
    cuit: true,
    fecha_nacimiento: true,
    lugar_nacimiento: true,
    nacionalidad_id: true,
    tipo_sangre: true,
    estado_civil: true,
    hijos: true,
    direccion: true,
    piso: true,
    departamento: true,
    provincia: true,
    localidad: true,
    telefono: true,
    celular: true,
  })
  .extend({
    // The export writes names where the persona keeps ids, and the e-mail is always there.
    genero: z.string(),
    estado_civil: z.string(),
    email: z.string(),
    trabaja_actualmente: z.number().int().nullable(),
    ocupacion: z.string().nullable(),
    cargo: z.string().nullable(),
    empresa: z.string().nullable(),
    relacion_carrera: z.string().nullable(),
    colegio: z.string().nullable(),
    orientacion: z.string().nullable(),
    anio_graduacion: z.number().int().nullable(),
    carrera: z.string().nullable(),
    instancia: z.string(),
    estado_id: z.number().int(),
    cod_tramite: z.string(),
    /** Por empresa: the paying company; Por Beca: the scholarship (issue 16). Null otherwise. */
    empresa_pago: z.string().nullable(),
    cuit_empresa_pago: z.string().nullable(),
    beca_tipo: z.string().nullable(),
    beca_porcentaje: z.number().int().nullable(),
  });
export type EnrolleeExportRow = z.output<typeof enrolleeExportRowSchema>;

/** The company that pays for an enrolment (estado Por empresa). */
export const empresaSchema = z.object({
  id: z.number().int(),
  razon_social: z.string(),
  cuit: z.string().nullable(),
  calle: z.string().nullable(),
  altura: z.string().nullable(),
  localidad: z.string().nullable(),
  cod_postal: z.string().nullable(),
  email: z.string().nullable(),
  apellido: z.string().nullable(),
  nombre: z.string().nullable(),
  telefono: z.string().nullable(),
});

/** The persona's job situation as stored, with its timestamps. */
export const situacionLaboralRecordSchema = situacionLaboralRowSchema.extend({ created_at: timestamp, updated_at: timestamp });

/** The persona's secondary school as stored; escuela_id null for a school not in the list. */
export const estudioSecundarioRecordSchema = z.object({
  id: z.number().int(),
  persona_id: z.number().int(),
  escuela_id: z.number().int().nullable(),
  pais_id: z.number().int().nullable(),
  pais: z.string().nullable(),
  provincia: z.string().nullable(),
  localidad: z.string().nullable(),
  colegio: z.string(),
  direccion_colegio: z.string().nullable(),
  tipo_colegio: z.string().nullable(),
  orientacion: z.string(),
  anio_graduacion: z.number().int(),
  anios_cursados: z.number().int(),
});

/** Where an e-mail stands in the mail queue (decision 240): waiting (or waiting to retry), being sent, sent, given up. */
export const MAIL_DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailDeliveryStatus = (typeof MAIL_DELIVERY_STATUSES)[number];

/** An e-mail to the applicant and how its delivery went (issue 16): no body, no link. */
export const mailDeliverySchema = z.object({
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_DELIVERY_STATUSES),
  /** Delivery attempts so far. */
  attempts: z.number().int(),
  /** The last attempt's error (without links or credentials); null once sent. */
  last_error: z.string().nullable(),
  /** When the next attempt is due, while the message is queued. */
  next_attempt_at: timestamp.nullable(),
  sent_at: timestamp.nullable(),
});
export type MailDelivery = z.output<typeof mailDeliverySchema>;

/**
 * One change of the enrolment, newest first: before and after as the audit log keeps them.
 * An e-mail to the applicant (about this enrolment or their personal data) is an entry of its
 * own, `action: 'correo'`, with `correo` set and no before, after or actor; its id is the
 * message's, not an audit row's.
 */
export const enrolmentHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: timestamp,
  /** Who made the change; null once that account is gone (and for an e-mail). */
  actor: z.string().nullable(),
  correo: mailDeliverySchema.optional(),
});
export type EnrolmentHistoryEntry = z.output<typeof enrolmentHistoryEntrySchema>;

export const enrolmentDetailSchema = z.object({
  inscripto: inscriptoSchema.extend({
    carrera: z.object({ id: z.number().int(), descripcion: z.string() }).nullable(),
    instancia: z.object({ id: z.number().int(), descripcion: z.string(), carrera_id: z.number().int() }),
    empresa: empresaSchema.nullable(),
    situacion_laboral: situacionLaboralRecordSchema.nullable(),
    estudio_secundario: estudioSecundarioRecordSchema.nullable(),
    persona: personaResponseSchema,
  }),
  historial: z.array(enrolmentHistoryEntrySchema),
});
export type EnrolmentDetail = z.output<typeof enrolmentDetailSchema>;

export const inscripcionFormDataSchema = z.object({
  estados: z.array(z.object({ id: z.number().int(), descripcion: z.string() })),
  /** Careers an applicant may choose in the common admission course. */
  carreras: z.array(z.object({ id: z.number().int(), descripcion: z.string() })),
  documentos: z.array(z.enum(DOCUMENT_NAMES)),
});
export type InscripcionFormData = z.output<typeof inscripcionFormDataSchema>;

/** `:instancia` in the staff paths: a malformed one is bad input (400), as the handlers parsed it. */
export const instanciaParamSchema = z.object({ instancia: idParamSchema.shape.id });

const inscriptoExample = {
  id: 7,
  persona_id: 31,
  instancia_id: 12,
  carrera_id: 8,
  estado_id: 1,
  observacion: '',
  cod_tramite: 'K7P2XQ9M4T',
  es_beca: 0,
  abona_empresa: 0,
  empresa_id: null,
  beca_tipo: null,
  beca_porcentaje: null,
  en_espera_desde: null,
  created_by: 5,
  created_at: '2026-02-10T14:00:00.000Z',
  updated_at: '2026-02-10T14:00:00.000Z',
};
const enrolleeExample = {
  id: 7,
  cod_tramite: 'K7P2XQ9M4T',
  estado_id: 1,
  estado: 'Pendiente',
  created_at: '2026-02-10T14:00:00.000Z',
  persona: { id: 31, nombre: 'María', apellido: 'Gómez', tipo_documento: 'dni', numero_documento: '30123456' },
};

export const createInscripcion = route({
  operationId: 'createInscripcion',
  method: 'POST',
  path: '/api/inscriptos',
  access: owner([ownedBody('persona', 'persona_id')], { permission: 'inscripciones.decidir' }),
  tag,
  summary: 'Inscribe una persona en una instancia',
  description:
    'El aspirante inscribe su propia persona en una instancia abierta hoy y con toda la documentación obligatoria (422 si falta, con errors.documentos); el personal inscribe a cualquiera en una instancia no finalizada. 409 si ya está inscripta.',
  body: inscripcionSchema,
  responses: {
    201: z.object({ inscripto: inscriptoSchema, message: z.string() }),
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
  },
  examples: {
    body: { persona_id: 31, instancia_id: 12, carrera: 8, es_beca: 0, abona_empresa: 0 },
    responses: {
      201: { inscripto: inscriptoExample, message: inscripcionMsg.success },
      404: errorExample(inscripcionMsg.instanciaNotFound),
      409: errorExample(inscripcionMsg.duplicate),
      422: errorExample(inscripcionMsg.noFiles, { documentos: ['dni_frente', 'dni_reverso', 'cuil', 'partida_nacimiento', 'analitico'] }),
    },
  },
});

export const listInscripcionesByPersona = route({
  operationId: 'listInscripcionesByPersona',
  method: 'GET',
  path: '/api/inscriptos/get_by_persona/:id',
  access: owner([ownedPath('persona')], { permission: 'inscripciones.ver' }),
  tag,
  summary: 'Inscripciones de una persona',
  params: idParamSchema,
  responses: { 200: z.object({ data: z.object({ inscriptos: z.array(personaInscripcionSchema) }) }), 404: errorBodySchema },
  examples: {
    responses: {
      200: {
        data: {
          inscriptos: [
            {
              id: 7,
              persona_id: 31,
              instancia_id: 12,
              instancia: { id: 12, descripcion: 'Ingreso 2026 - Primer cuatrimestre', fecha_inicio: '2026-03-01', fecha_fin: '2026-03-31' },
              carrera_id: 8,
              carrera: 'Tecnicatura en Programación',
              estado_id: 1,
              estado: 'Pendiente',
              observacion: '',
              cod_tramite: 'K7P2XQ9M4T',
              es_beca: 0,
              abona_empresa: 0,
              created_at: '2026-02-10T14:00:00.000Z',
              posicion_espera: null,
            },
          ],
        },
      },
      404: errorExample(inscripcionMsg.personaNotFound),
    },
  },
});

export const resubmitInscripcion = route({
  operationId: 'resubmitInscripcion',
  method: 'PUT',
  path: '/api/inscriptos/reenviar/:id',
  access: owner([ownedPath('inscripto')], { ownerOnly: true, note: '"Ya corregí mi documentación": solo la persona titular' }),
  tag,
  summary: '"Ya corregí mi documentación": vuelve una inscripción rechazada a Pendiente (solo su titular)',
  description: '409 si la inscripción no está Rechazada.',
  params: idParamSchema,
  // 422: an observed document still without a new file (issue 15).
  responses: { 200: z.object({ inscripto: inscriptoSchema }), 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema },
  examples: {
    responses: {
      200: { inscripto: inscriptoExample },
      404: errorExample(inscripcionMsg.inscriptoNotFound),
      409: errorExample(inscripcionMsg.resubmitOnlyRejected),
    },
  },
});

export const listInscriptosByInstancia = route({
  operationId: 'listInscriptosByInstancia',
  method: 'GET',
  path: '/api/inscriptos/get_by_instancia/:instancia',
  access: staff('inscripciones.ver'),
  tag,
  summary: 'Inscriptos de una instancia, paginados (page, page_size, dni, estado)',
  params: instanciaParamSchema,
  query: enrolleeListQuerySchema,
  responses: { 200: enrolleePageSchema, 404: errorBodySchema },
  examples: {
    responses: {
      200: {
        inscriptos: [enrolleeExample],
        total: 1,
        total_instancia: 13,
        page: 1,
        page_size: 10,
        cupo: { cupo: 50, aprobados: 12, en_espera: 0 },
      },
      404: errorExample(instanciaMsg.notFound),
    },
  },
});

export const exportInscriptos = route({
  operationId: 'exportInscriptos',
  method: 'GET',
  path: '/api/inscriptos/export/:instancia',
  access: staff('inscripciones.exportar'),
  tag,
  summary: 'Todos los inscriptos del filtro, con los campos de la exportación a Excel',
  description: 'Filtros dni y estado como el listado (page y page_size no cuentan). Las filas son datos: la planilla la arma el navegador.',
  params: instanciaParamSchema,
  query: enrolleeListQuerySchema,
  responses: { 200: z.object({ rows: z.array(enrolleeExportRowSchema) }), 404: errorBodySchema },
  examples: {
    responses: {
      200: {
        rows: [
          {
            nombre: 'María',
            apellido: 'Gómez',
            tipo_documento: 'dni',
            numero_documento: '30123456',
            cuit: '27301234564',
            fecha_nacimiento: '2005-04-12',
            lugar_nacimiento: 'Córdoba',
            nacionalidad_id: 1,
            genero: 'Femenino',
            tipo_sangre: 'a+',
            estado_civil: 'Soltero/a',
            hijos: 0,
            direccion: 'Av. Colón 1234',
            piso: null,
            departamento: null,
            provincia: 'Córdoba',
            localidad: 'Córdoba',
            telefono: null,
            celular: '3511234567',
            email: 'maria.gomez@correo.test',
            trabaja_actualmente: 0,
            ocupacion: '',
            cargo: '',
            empresa: '',
            relacion_carrera: '',
            colegio: 'IPEM 123',
            orientacion: 'Ciencias Naturales',
            anio_graduacion: 2023,
            carrera: 'Tecnicatura en Programación',
            instancia: 'Ingreso 2026 - Primer cuatrimestre',
            estado_id: 2,
            cod_tramite: 'K7P2XQ9M4T',
            empresa_pago: null,
            cuit_empresa_pago: null,
            beca_tipo: null,
            beca_porcentaje: null,
          },
        ],
      },
      404: errorExample(instanciaMsg.notFound),
    },
  },
});

export const getInscripto = route({
  operationId: 'getInscripto',
  method: 'GET',
  path: '/api/inscriptos/:id',
  access: staff('inscripciones.ver'),
  tag,
  summary: 'Detalle de un inscripto con su historial',
  params: idParamSchema,
  responses: { 200: enrolmentDetailSchema, 404: errorBodySchema },
  examples: {
    responses: {
      200: {
        inscripto: {
          ...inscriptoExample,
          carrera: { id: 8, descripcion: 'Tecnicatura en Programación' },
          instancia: { id: 12, descripcion: 'Ingreso 2026 - Primer cuatrimestre', carrera_id: 1 },
          empresa: null,
          situacion_laboral: {
            id: 30,
            persona_id: 31,
            trabaja_actualmente: 0,
            ocupacion: '',
            cargo: '',
            empresa: '',
            horas_semanales: '',
            relacion_carrera: '',
            created_at: '2026-02-01T10:00:00.000Z',
            updated_at: '2026-02-01T10:00:00.000Z',
          },
          estudio_secundario: {
            id: 29,
            persona_id: 31,
            escuela_id: 1402,
            pais_id: 1,
            pais: null,
            provincia: 'Córdoba',
            localidad: 'Córdoba',
            colegio: 'IPEM 123',
            direccion_colegio: null,
            tipo_colegio: 'Público',
            orientacion: 'Ciencias Naturales',
            anio_graduacion: 2023,
            anios_cursados: 6,
          },
          persona: personaExample,
        },
        historial: [
          {
            id: 41,
            action: 'inscripcion.crear',
            before: null,
            after: { id: 7, estado_id: 1, cod_tramite: 'K7P2XQ9M4T' },
            created_at: '2026-02-10T14:00:00.000Z',
            actor: 'María Gómez',
          },
          {
            id: 3,
            action: 'correo',
            before: null,
            after: null,
            created_at: '2026-02-10T14:00:00.000Z',
            actor: null,
            correo: {
              to: 'aspirante@correo.test',
              subject: 'Tu inscripción fue aprobada - Facultad Regional de Ingeniería',
              status: 'sent',
              attempts: 1,
              last_error: null,
              next_attempt_at: null,
              sent_at: '2026-02-10T14:00:02.000Z',
            },
          },
        ],
      },
      404: errorExample(inscripcionMsg.inscriptoNotFound),
    },
  },
});

const setEstadoAnswer = z.object({
  inscripto: inscriptoSchema,
  /** Said when the change was not the one asked for: approval with the cupo full left it in Lista de espera (issue 16). */
  message: z.string().optional(),
});

export const setEstado = route({
  operationId: 'setEstado',
  method: 'PUT',
  path: '/api/inscriptos/set_estado/:id',
  access: staff('inscripciones.decidir'),
  tag,
  summary: 'Cambia el estado de una inscripción (2 a 7; 3 con motivo, 4 con la empresa, 5 con la beca)',
  description:
    'El motivo (HTML) se sanea antes de guardarlo y solo se guarda para Rechazado. Aprobar con el cupo completo deja la inscripción en Lista de espera (estado_id 6 en la respuesta, con message). Si una aprobada deja Aprobado, la primera de la lista de espera pasa a Aprobado en el mismo cambio. Se avisa a cada aspirante por correo.',
  params: idParamSchema,
  body: setEstadoSchema,
  // 422: approving with documents not accepted, waived or extended and no override reason (issue 15).
  responses: { 200: setEstadoAnswer, 404: errorBodySchema, 422: errorBodySchema },
  examples: {
    body: { estado_id: 3, observacion: '<p>Falta el <strong>DNI</strong> (reverso).</p>' },
    responses: {
      200: { inscripto: { ...inscriptoExample, estado_id: 3, observacion: '<p>Falta el <strong>DNI</strong> (reverso).</p>' } },
      404: errorExample(inscripcionMsg.inscriptoNotFound),
      422: errorExample(seatsMsg.limitReachedStaff(2, '2026', 'Grado')),
    },
  },
});

/** One row of a bulk answer: whether the row changed, its estado now, and why when refused or waitlisted. */
export const bulkResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  /** The row's estado after the request; null for an id that does not exist. */
  estado_id: z.number().int().nullable(),
  message: z.string().optional(),
});
export type BulkResult = z.output<typeof bulkResultSchema>;
const bulkAnswer = z.object({ resultados: z.array(bulkResultSchema) });

export const bulkSetEstado = route({
  operationId: 'bulkSetEstado',
  method: 'POST',
  path: '/api/inscriptos/bulk_estado',
  access: staff('inscripciones.decidir'),
  tag,
  summary: 'Cambia el estado de muchas inscripciones, una por una con las reglas del cambio individual',
  description:
    'Cuerpo: { ids } o { filtro: { instancia_id, dni, estado } } (los que coinciden con el filtro de la tabla), y estado_id, observacion (Rechazado), empresa (Por empresa) o beca (Por Beca). Cada fila se aplica en el orden de la tabla (por id), con el cupo y las demás reglas del cambio individual, como si se cambiaran una tras otra, de a 200 filas por transacción (una fila rechazada no escribe nada ni deshace las demás); la respuesta trae una entrada por fila: { id, ok, estado_id, message? }. Las rechazadas dicen por qué; las que quedaron en Lista de espera por el cupo lo dicen en message. Hasta 10 000 filas por pedido. Los correos se envían después de responder.',
  body: bulkSetEstadoSchema,
  responses: { 200: bulkAnswer, 404: errorBodySchema },
  examples: {
    body: { ids: [7, 8], estado_id: 2 },
    responses: {
      200: {
        resultados: [
          { id: 7, ok: true, estado_id: 2 },
          { id: 8, ok: true, estado_id: 6, message: seatsMsg.waitlisted(50) },
        ],
      },
      404: errorExample(instanciaMsg.notFound),
    },
  },
});

/** The filter of the enrollee table, without paging: which rows a bulk action "on the N matching" takes. */
const enrolleeIdsQuerySchema = enrolleeListQuerySchema.pick({ dni: true, estado: true, revision: true });

export const listInscriptoIds = route({
  operationId: 'listInscriptoIds',
  method: 'GET',
  path: '/api/inscriptos/ids_by_instancia/:instancia',
  access: staff('inscripciones.decidir', 'solo ids: lo que una decisión masiva "sobre los N que coinciden" envía de a 200'),
  tag,
  summary: 'Los ids de las inscripciones que coinciden con el filtro de la tabla, en su orden',
  description: `Los mismos filtros que la tabla (dni, estado, revision), sin paginar: la pantalla los envía a bulkSetEstado o bulkSendMail de a 200 y muestra el avance (issue 16). Hasta ${BULK_MAX_ROWS} ids; más, 422.`,
  params: instanciaParamSchema,
  query: enrolleeIdsQuerySchema,
  responses: { 200: z.object({ ids: z.array(z.number().int()) }), 404: errorBodySchema, 422: errorBodySchema },
  examples: { responses: { 200: { ids: [7, 8, 12] }, 404: errorExample(instanciaMsg.notFound) } },
});

export const bulkSendMail = route({
  operationId: 'bulkSendMail',
  method: 'POST',
  path: '/api/inscriptos/bulk_correo',
  access: staff('inscripciones.decidir'),
  tag,
  summary: '"Enviar correo": un mensaje a cada aspirante de las inscripciones elegidas',
  description:
    'Cuerpo: { ids } o { filtro }, asunto y mensaje (texto). Cada envío queda en el historial de la inscripción; los correos salen después de responder.',
  body: bulkMailSchema,
  responses: { 200: bulkAnswer, 404: errorBodySchema },
  examples: {
    body: { ids: [7], asunto: 'Inicio de clases', mensaje: 'Las clases empiezan el lunes 2 de marzo a las 18.' },
    responses: { 200: { resultados: [{ id: 7, ok: true, estado_id: 2 }] }, 404: errorExample(instanciaMsg.notFound) },
  },
});

export const withdrawInscripcion = route({
  operationId: 'withdrawInscripcion',
  method: 'PUT',
  path: '/api/inscriptos/baja/:id',
  access: owner([ownedPath('inscripto')], { ownerOnly: true, note: '"Darme de baja": solo la persona titular' }),
  tag,
  summary: '"Darme de baja": la titular retira una inscripción Pendiente, Aprobada o en Lista de espera (pasa a Baja)',
  description:
    '409 desde otro estado. Si estaba Aprobada, su lugar pasa a la primera inscripción de la lista de espera en el mismo cambio. Mientras la instancia siga abierta, puede volver a inscribirse.',
  params: idParamSchema,
  responses: { 200: z.object({ inscripto: inscriptoSchema, message: z.string() }), 404: errorBodySchema, 409: errorBodySchema },
  examples: {
    responses: {
      200: { inscripto: { ...inscriptoExample, estado_id: 7 }, message: seatsMsg.withdrawn },
      404: errorExample(inscripcionMsg.inscriptoNotFound),
      409: errorExample(seatsMsg.withdrawOnly),
    },
  },
});

export const getInscripcionFormData = route({
  operationId: 'getInscripcionFormData',
  method: 'GET',
  path: '/api/data-form-inscripcion',
  access: staff('inscripciones.ver'),
  tag,
  summary: 'Datos para los formularios de inscripción del personal',
  responses: { 200: inscripcionFormDataSchema },
  examples: {
    responses: {
      200: {
        estados: [
          { id: 1, descripcion: 'Pendiente' },
          { id: 2, descripcion: 'Aprobado' },
        ],
        carreras: [{ id: 8, descripcion: 'Tecnicatura en Programación' }],
        documentos: [...DOCUMENT_NAMES],
      },
    },
  },
});

export const inscripcionesRoutes = [
  createInscripcion,
  listInscripcionesByPersona,
  resubmitInscripcion,
  listInscriptosByInstancia,
  exportInscriptos,
  getInscripto,
  setEstado,
  listInscriptoIds,
  bulkSetEstado,
  bulkSendMail,
  withdrawInscripcion,
  getInscripcionFormData,
] as const;
