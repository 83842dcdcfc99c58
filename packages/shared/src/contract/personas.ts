import { z } from 'zod';
import { stateDataSchema } from '../api-types.js';
import { correccionMsg, personaStaffEditSchema } from '../correccion.js';
import { personaMsg, personaContactSchema, personaResponseSchema, wizardSchema } from '../persona.js';
import { owner, ownedPath, signedIn, staff } from './access.js';
import { errorBodySchema, errorExample, idPath } from './common.js';
import { personaExample } from './examples.js';
import { route } from './route.js';

/** The applicant profile: the wizard submit and the persona calls of seed 000 section 7 (and the staff search of seed 001). */
const tag = 'personas';

const personaEnvelope = z.object({ persona: personaResponseSchema });

const personaBodyExample = {
  nombre: 'Lucía',
  apellido: 'Fernández',
  tipo_documento: 'dni',
  numero_documento: '30111222',
  cuit: '27-30111222-5',
  fecha_nacimiento: '2005-06-21',
  lugar_nacimiento: 'San Fernando',
  pais_id: '1',
  nacionalidad_id: '1',
  genero_id: '1',
  tipo_sangre: 'a+',
  estado_civil: 'soltero',
  hijos: '0',
  direccion: 'Av. Hipólito Yrigoyen 288',
  piso: '2',
  departamento: 'B',
  provincia: 'Buenos Aires',
  localidad: 'General Pacheco',
  telefono: '47401234',
  celular: '1155550000',
  email: 'lucia.fernandez@correo.test',
};

/** GET /api/personas/get_by_dni/{dni}: up to 8 digits (a 7-digit number is the same DNI without its leading zero). */
export const dniPathSchema = z.object({
  dni: z
    .string(personaMsg.dniSearchRequired)
    .trim()
    .regex(/^\d{1,8}$/, personaMsg.dniSearchRequired),
});

export const createWizardPersona = route({
  operationId: 'createWizardPersona',
  method: 'POST',
  path: '/api/wizard-persona',
  access: signedIn('el aspirante crea la suya; el personal, personas sin cuenta'),
  tag,
  summary: 'Crea la persona con todos los datos del asistente de registro',
  description:
    'Un aspirante crea su propia persona (una por cuenta); el personal crea una persona sin cuenta. Todo se escribe en una transacción. Responde 201 {persona, state_data}. 409 si la cuenta ya tiene persona; 422 si un dato elegido no existe y, solo después de todas las demás comprobaciones, si el email o el documento ya están registrados (sin decir de quién: dni_taken ofrece el reclamo de identidad). Si el documento es de una persona cargada por el personal sin cuenta cuyo email es el email verificado de la cuenta, la vincula y responde 201 con vinculada: true y los datos que cargó el personal. 429 wizard_throttled con Retry-After si la cuenta o la dirección enviaron demasiados.',
  body: wizardSchema,
  responses: {
    201: z.object({
      persona: personaResponseSchema,
      state_data: stateDataSchema,
      vinculada: z.literal(true).optional().meta({ description: 'la persona ya estaba cargada por el personal y se vinculó a la cuenta' }),
    }),
    409: errorBodySchema,
    422: errorBodySchema,
    429: errorBodySchema,
  },
  examples: {
    body: {
      persona: personaBodyExample,
      discapacidad: '0',
      discapacidades: [],
      estudio_secundario: { escuela_id: '140', orientacion: 'Técnico electromecánico', anio_graduacion: '2023', anios_cursados: '6' },
      otros_estudios: [],
      lenguajes: [{ lenguaje_id: '1' }],
      conocimientos: [{ conocimiento_id: '2' }],
      situacion_laboral: { trabaja_actualmente: '0' },
      situacion_madre: { vive: '1', nivel_estudio_id_madre: '3', ocupacion_madre: 'Docente' },
      situacion_padre: { vive: '0' },
      situacion_conyuge: { concubinato_matrimonio: '0' },
      carrera_id: '2',
    },
    responses: { 201: { persona: { ...personaExample, files: [] }, state_data: { input_data: true } } },
  },
});

export const getPersonaByUser = route({
  operationId: 'getPersonaByUser',
  method: 'GET',
  path: '/api/personas/get_by_user/:userId',
  access: owner([ownedPath('user', 'userId')], { permission: 'personas.ver' }),
  tag,
  summary: 'Persona de un usuario, con archivos y discapacidades',
  description: '404 si el usuario no existe o todavía no cargó sus datos personales.',
  params: idPath('userId', personaMsg.userNotFound),
  responses: { 200: personaEnvelope, 404: errorBodySchema },
  examples: { responses: { 200: { persona: personaExample } } },
});

export const getPersonaByDni = route({
  operationId: 'getPersonaByDni',
  method: 'GET',
  path: '/api/personas/get_by_dni/:dni',
  access: staff('personas.ver'),
  tag,
  summary: 'Busca una persona por número de documento (personal)',
  description: 'Hasta 8 dígitos; 7 dígitos encuentran el mismo documento con un cero adelante.',
  params: dniPathSchema,
  responses: { 200: personaEnvelope, 404: errorBodySchema },
  examples: { responses: { 200: { persona: personaExample } } },
});

export const getPersona = route({
  operationId: 'getPersona',
  method: 'GET',
  path: '/api/personas/:id',
  access: owner([ownedPath('persona')], { permission: 'personas.ver' }),
  tag,
  summary: 'Persona por id, con archivos y discapacidades',
  params: idPath('id', personaMsg.personaNotFound),
  responses: { 200: personaEnvelope, 404: errorBodySchema },
  examples: { responses: { 200: { persona: personaExample } } },
});

export const updatePersona = route({
  operationId: 'updatePersona',
  method: 'PUT',
  path: '/api/personas/:id',
  access: owner([ownedPath('persona')], { permission: 'personas.corregir', note: 'solo los datos de contacto' }),
  tag,
  summary: 'Actualiza los datos de contacto de una persona',
  description:
    'Modifica telefono, celular y email; los demás campos del cuerpo se ignoran (el personal corrige el resto con PUT /api/personas/datos/{id}). Un cambio hecho por el personal queda en la auditoría y se avisa por correo. 422 si el email ya es de otra persona.',
  params: idPath('id', personaMsg.personaNotFound),
  // The contact fields only; any other field of the body is dropped by the schema, not refused.
  body: personaContactSchema,
  responses: { 200: personaEnvelope, 404: errorBodySchema, 422: errorBodySchema },
  examples: {
    body: { telefono: '47401234', celular: '1144443333', email: 'lucia.fernandez@correo.test' },
    responses: { 200: { persona: { ...personaExample, celular: '1144443333' } } },
  },
});

export const editPersona = route({
  operationId: 'editPersona',
  method: 'PUT',
  path: '/api/personas/datos/:id',
  access: staff('personas.corregir'),
  tag,
  summary: 'El personal corrige todos los datos de una persona',
  description:
    'Cuerpo: {persona, updated_at}, con las reglas del asistente y el updated_at que tenía la persona al abrir el formulario. Si la persona cambió desde entonces responde 409 sin escribir nada. Cada campo cambiado queda en la auditoría (antes y después, quién y cuándo) y se le avisa al aspirante por correo; sin cambios no hay auditoría ni correo. 409 si el documento ya es de otra persona; 422 si el email ya es de otra persona.',
  params: idPath('id', personaMsg.personaNotFound),
  body: personaStaffEditSchema,
  responses: {
    200: z.object({ persona: personaResponseSchema, cambios: z.array(z.string()) }),
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
  },
  examples: {
    body: { persona: { ...personaBodyExample, nombre: 'Lucía Belén' }, updated_at: '2026-02-01T10:00:00.000Z' },
    responses: {
      200: { persona: { ...personaExample, nombre: 'Lucía Belén' }, cambios: ['nombre'] },
      409: errorExample(correccionMsg.personaChanged, {}, 'persona_cambiada'),
    },
  },
});

export const personasRoutes = [createWizardPersona, getPersonaByUser, getPersonaByDni, getPersona, updatePersona, editPersona] as const;
