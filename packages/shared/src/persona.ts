/**
 * The applicant profile contract: the registration wizard's payload (seed 000
 * sections 3 and 5), the profile's contact and job forms, and the document
 * rules. The web forms and the API parse with these same schemas, so a rule and
 * its Spanish message live in one place. No I/O here.
 *
 * Form values arrive as strings (inputs, selects, local storage), so every
 * integer field accepts a string or a number and outputs a number; digit codes
 * (DNI, CUIT, phones) output strings because leading zeros matter.
 */
import { z } from 'zod';
import { timestamp } from './contract/common.js';
import { EMAIL_PATTERN } from './email.js';
import {
  isArgentineDocument,
  BASE_REQUIRED_DOCUMENTS,
  DOCUMENT_NAMES,
  ESTADOS_CIVILES,
  LIMITS,
  RELACION_CARRERA,
  TIPOS_DOCUMENTO,
  TIPOS_SANGRE,
  type DocumentName,
} from './enums.js';
import { msg } from './messages.js';

/** Spanish texts of the profile (seed 000 sections 5 and 8; the ones marked "own" are not in the seeds). */
export const personaMsg = {
  required: msg.required,
  maxChars: (n: number) => `El campo no debe exceder ${n} caracteres.`,
  invalid: 'Por favor, ingrese un dato válido.',
  nombreRequired: 'El nombre es obligatorio.',
  apellidoRequired: 'El apellido es obligatorio.',
  numeroDocumento: 'El número debe tener 8 dígitos',
  /** own (issue 18 §4): Pasaporte (6 to 20) and DNI extranjero (5 to 20). */
  numeroDocumentoExtranjero:
    'El número de documento debe tener entre 5 y 20 letras o números (el pasaporte, al menos 6), sin puntos ni espacios.',
  /** own */
  cuitLength: 'El CUIT/CUIL debe tener 11 dígitos.',
  /** own: the verification digit (mod 11) does not match. */
  cuitInvalid: 'El CUIT/CUIL ingresado no es válido.',
  /** own: the middle 8 digits must be the document number. */
  cuitMismatch: 'El CUIT/CUIL no coincide con el número de documento.',
  /** The seed says "El género es obligatorio." for pais_id and nacionalidad_id too: each field has its own (decision 115). */
  generoRequired: 'El género es obligatorio.',
  /** own (decision 115) */
  paisRequired: 'El país es obligatorio.',
  /** own (decision 115) */
  nacionalidadRequired: 'La nacionalidad es obligatoria.',
  /** own */
  celular: 'El celular debe tener 10 dígitos.',
  emailRequired: 'El Email es requerido.',
  emailFormat: msg.login.emailFormat,
  /** seed 001 (instancia form); reused for the birth date. */
  dateInvalid: 'Por favor, ingrese una fecha.',
  /** own */
  birthDateFuture: 'La fecha de nacimiento no puede ser posterior a hoy.',
  tipoDocumentoInvalid: msg.fieldInvalid('Tipo de documento'),
  tipoSangreInvalid: msg.fieldInvalid('Tipo de sangre'),
  estadoCivilInvalid: msg.fieldInvalid('Estado civil'),

  otroEstudioAddIncomplete: 'Por favor, complete todos los campos antes de añadir un estudio.',
  tituloRequired: msg.fieldRequired('Título'),
  establecimientoRequired: msg.fieldRequired('Establecimiento'),
  nivelEstudioRequired: msg.fieldRequired('Nivel de estudio'),
  estadoEstudioRequired: msg.fieldRequired('Estado del estudio'),

  estadoLaboral: 'Debe seleccionar un estado laboral.',
  ocupacion: 'La ocupación es requerida.',
  cargo: 'El cargo es requerido.',
  empresa: 'La empresa es requerida.',
  numeric: 'El dato ingresado debe ser numérico.',
  horasSemanales: 'Las horas semanales son requeridas.',
  /** The seed reuses the horas_semanales text for relacion_carrera (decision 115). */
  relacionCarreraRequired: 'La relación con la carrera es requerida.',

  discapacidadAtLeastOne: 'Por favor, complete el número de CUD o añada el tipo correspondiente.',
  /** The seed says it while typing and, in other words, again on "add": one text, shown once (decision 115). */
  certificadoDigits: 'El número de CUD debe contener solo números.',
  discapacidadAddIncomplete: 'Por favor, seleccione una discapacidad y complete el número único de Certificado de Discapacidad',
  /** own */
  discapacidadRepeated: 'Esta discapacidad ya fue añadida.',

  emailInUse: msg.wizard.emailInUse,
  /**
   * own. Staff's edit; the wizard answers dniClaimable, the same text whoever holds the number
   * (another account or a persona staff registered): it never says whose it is (decision 261).
   */
  dniInUse: 'El número de documento ingresado ya se encuentra registrado.',
  /** own (issue 18): the wizard's answer, which offers the identity claim. */
  dniClaimable: 'El número de documento ingresado ya se encuentra registrado. Si es tuyo, podés reclamarlo con «Reclamar mi documento».',
  /** own (issue 18, decision 262): wizard submissions per account and per address. */
  wizardThrottled: (minutes: number) =>
    `Hubo demasiados envíos de datos personales. Por favor, espere ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e intente de nuevo.`,
  /** own */
  alreadyRegistered: 'Ya completaste tus datos personales. Para modificarlos, ingresá a Mi Perfil.',
  /** own */
  comboUnknown: 'Alguno de los datos seleccionados no es válido.',
  /** own */
  schoolUnknown: 'La escuela seleccionada no existe.',
  /** own */
  personaNotFound: 'La persona solicitada no existe.',
  /** own */
  personaNotRegistered: 'Todavía no se cargaron los datos personales de este usuario.',
  /** own */
  userNotFound: 'El usuario solicitado no existe.',
  /** seed 001, the staff search by document number */
  dniSearchRequired: 'El campo dni es requerido para continuar',
  /** own */
  dniNotFound: 'No se encontró una persona con ese número de documento.',
  /** own */
  situacionNotFound: 'La situación laboral solicitada no existe.',
} as const;

/** Texts of the document upload (seed 000 section 5; "own" ones are not in the seeds). */
export const uploadMsg = {
  oneFile: 'Por favor, suba un solo archivo.',
  tooBig: 'El peso del archivo supera 2MB. Por favor, suba otro archivo.',
  /** own: the content is not a JPEG, PNG, WebP or PDF, whatever its name says. */
  badType: 'El archivo debe ser una imagen (JPG, PNG o WebP) o un PDF.',
  /** own */
  unknownDocument: 'El nombre del documento no es válido.',
  /** Issue 15: a requirement list narrows the types of a document. */
  notAccepted: (tipos: readonly string[]) => `Este documento se acepta solo como ${tipos.join(', ')}.`,
  /** own */
  noFiles: 'Por favor, seleccione al menos un archivo.',
  /** own */
  tooManyFiles: 'Se pueden subir como máximo 7 archivos a la vez.',
  /** own */
  fileNotFound: 'El documento solicitado no existe.',
  /** own */
  linkExpired: 'El enlace al documento venció. Por favor, actualice la página e intente de nuevo.',
  /** own (decision 154): the session that generated the link ended (logout, password change, inactivity, role change). */
  linkSessionEnded:
    'El enlace al documento dejó de valer porque se cerró la sesión en la que se generó. Por favor, inicie sesión y vuelva a abrir el documento.',
  /** own (decision 155): the document was replaced after the link was generated; the link never opens the new file. */
  linkReplaced:
    'Este enlace es de una versión anterior del documento, que fue reemplazada. Por favor, actualice la página para abrir la versión actual.',
  /** seed 000 section 5, enrolment pre-check with no document at all. */
  noDocuments: 'Ups! Al parecer no has cargado ningún archivo...',
} as const;

// ---------------------------------------------------------------- field builders

type NumLike = string | number | null | undefined;
const numLike = (requiredMessage: string) => z.union([z.string(), z.number()], { error: requiredMessage }).nullish();

const blank = (v: NumLike): boolean => v === null || v === undefined || String(v).trim() === '';

interface IntOptions {
  min?: number;
  max?: number;
  /** Message when the value is not an integer or out of range. */
  invalid?: string;
}

/** A required integer given as a number or a string of digits. */
function requiredInt(requiredMessage: string, opts: IntOptions = {}) {
  return numLike(requiredMessage).transform((v, ctx): number => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const n = parseIntStrict(v);
    if (n === null || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
      ctx.addIssue({ code: 'custom', message: opts.invalid ?? requiredMessage });
      return z.NEVER;
    }
    return n;
  });
}

/** An optional integer: blank becomes null. */
function optionalInt(opts: IntOptions & { invalid: string }) {
  return numLike(opts.invalid).transform((v, ctx): number | null => {
    if (blank(v)) return null;
    const n = parseIntStrict(v);
    if (n === null || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
      ctx.addIssue({ code: 'custom', message: opts.invalid });
      return z.NEVER;
    }
    return n;
  });
}

function parseIntStrict(v: NumLike): number | null {
  const s = String(v).trim();
  if (!/^[+-]?\d{1,15}$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

/** An id picked from a server combo: blank or the "none" value -1 reads as missing. */
const comboId = (requiredMessage: string) => requiredInt(requiredMessage, { min: 1, max: 2_147_483_647, invalid: requiredMessage });

/** A string of exactly `length` digits (given as a number or a string); `strip` removes mask characters first. */
function digits(requiredMessage: string, length: number, lengthMessage: string, strip?: RegExp) {
  return numLike(requiredMessage).transform((v, ctx): string => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    let s = String(v).trim();
    if (strip) s = s.replace(strip, '');
    if (!new RegExp(`^\\d{${length}}$`).test(s)) {
      ctx.addIssue({ code: 'custom', message: lengthMessage });
      return z.NEVER;
    }
    return s;
  });
}

const requiredText = (requiredMessage: string, max: number) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, personaMsg.maxChars(max));

/** Optional text: blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, personaMsg.maxChars(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** Text whose requirement depends on another field; checked by the block's refinement. */
const looseText = z.union([z.string(), z.number()]).nullish();
const str = (v: NumLike): string => (v === null || v === undefined ? '' : String(v).trim());

/** A text from a select whose "none" value is -1 (provincia, localidad). */
const pickedText = (max: number) =>
  numLike(msg.required).transform((v, ctx): string => {
    const s = str(v);
    if (s === '' || s === '-1') {
      ctx.addIssue({ code: 'custom', message: msg.required });
      return z.NEVER;
    }
    if (s.length > max) {
      ctx.addIssue({ code: 'custom', message: personaMsg.maxChars(max) });
      return z.NEVER;
    }
    return s;
  });

/** Yes/no answers of the forms: '1' or '0' (numbers accepted too); outputs 1 or 0. */
const yesNo = (requiredMessage: string) =>
  z
    .union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)], { error: requiredMessage })
    .transform((v): 0 | 1 => (Number(v) === 1 ? 1 : 0));

/** A yes/no flag from a checkbox or a radio: booleans, 1/0 and their strings. */
const flag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])], { error: msg.required })
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const optionError = (invalidMessage: string) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null || iss.input === '' ? msg.required : invalidMessage;

/**
 * Did the parse so far leave these top-level fields free of issues? (lets cross-field rules run alongside others)
 * The value must be an object at all: a missing or non-object part (e.g. `persona: null`) has no fields to compare.
 */
const fieldsClean =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: Array<{ path?: PropertyKey[] }> }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((i) => fields.includes(String(i.path?.[0])));

// ---------------------------------------------------------------- CUIT/CUIL

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The verification digit of the first 10 digits of a CUIT/CUIL, or null when none exists (remainder 1). */
export function cuitCheckDigit(first10: string): number | null {
  if (!/^\d{10}$/.test(first10)) return null;
  const sum = CUIT_WEIGHTS.reduce((acc, w, i) => acc + w * Number(first10[i]), 0);
  const r = 11 - (sum % 11);
  if (r === 11) return 0;
  if (r === 10) return null;
  return r;
}

/** 11 digits whose last one is the mod-11 verification digit. */
export function isValidCuit(cuit: string): boolean {
  if (!/^\d{11}$/.test(cuit)) return false;
  return cuitCheckDigit(cuit.slice(0, 10)) === Number(cuit[10]);
}

/** The mask of the seeds, 99-99999999-9. */
export function formatCuit(cuit: string): string {
  const d = cuit.replace(/\D/g, '');
  return d.length === 11 ? `${d.slice(0, 2)}-${d.slice(2, 10)}-${d.slice(10)}` : cuit;
}

// ---------------------------------------------------------------- persona

const documentoIds = TIPOS_DOCUMENTO.map((t) => t.id) as [string, ...string[]];
const estadoCivilIds = ESTADOS_CIVILES.map((t) => t.id) as [string, ...string[]];

function validBirthDate(v: string): boolean {
  const [y, m, d] = v.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// A positive integer of 1 to 20 digits, kept as text: a phone number is not a quantity.
const telefono = numLike(personaMsg.invalid).transform((v, ctx): string | null => {
  if (blank(v)) return null;
  const s = String(v).trim();
  if (!/^\d{1,20}$/.test(s) || /^0+$/.test(s)) {
    ctx.addIssue({ code: 'custom', message: personaMsg.invalid });
    return z.NEVER;
  }
  return s;
});

/** A CUIT/CUIL: 11 digits (hyphens and spaces dropped) with a valid check digit; the wizard's rule, also for a paying company. */
export function cuitField() {
  return digits(msg.required, 11, personaMsg.cuitLength, /[-\s]/g).refine(isValidCuit, personaMsg.cuitInvalid);
}

const celular = digits(msg.required, 10, personaMsg.celular);
const email = requiredText(personaMsg.emailRequired, 255).regex(EMAIL_PATTERN, personaMsg.emailFormat);

const personaShape = {
  nombre: requiredText(personaMsg.nombreRequired, 255),
  apellido: requiredText(personaMsg.apellidoRequired, 255),
  tipo_documento: z.enum(documentoIds, { error: optionError(personaMsg.tipoDocumentoInvalid) }),
  // Letters and digits (a passport), upper case. The type's own format is checked with the type (issue 18 §4).
  numero_documento: numLike(msg.required).transform((v, ctx): string => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: msg.required });
      return z.NEVER;
    }
    const s = String(v).trim().toUpperCase();
    if (!/^[0-9A-Z]{5,20}$/.test(s)) {
      // Digits with a dot, comma or space read as a mistyped DNI: the DNI's message.
      ctx.addIssue({ code: 'custom', message: /^[\d.,\s]+$/.test(s) ? personaMsg.numeroDocumento : personaMsg.numeroDocumentoExtranjero });
      return z.NEVER;
    }
    return s;
  }),
  // The form shows the mask 99-99999999-9; hyphens and spaces are dropped before the checks.
  // Blank is '' here: only an Argentine document requires it (the object's refinement).
  cuit: numLike(msg.required).transform((v, ctx): string => {
    if (blank(v)) return '';
    const s = String(v).trim().replace(/[-\s]/g, '');
    if (!/^\d{11}$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: personaMsg.cuitLength });
      return z.NEVER;
    }
    if (!isValidCuit(s)) {
      ctx.addIssue({ code: 'custom', message: personaMsg.cuitInvalid });
      return z.NEVER;
    }
    return s;
  }),
  fecha_nacimiento: z
    .string({ error: msg.required })
    .trim()
    .min(1, msg.required)
    // A date picker may send a full ISO timestamp; the date part is what is stored.
    .regex(/^\d{4}-\d{2}-\d{2}(?:T.*)?$/, personaMsg.dateInvalid)
    .transform((v) => v.slice(0, 10))
    .refine(validBirthDate, personaMsg.dateInvalid)
    .refine((v) => v <= new Date().toISOString().slice(0, 10), personaMsg.birthDateFuture),
  lugar_nacimiento: requiredText(msg.required, 255),
  pais_id: comboId(personaMsg.paisRequired),
  nacionalidad_id: comboId(personaMsg.nacionalidadRequired),
  genero_id: comboId(personaMsg.generoRequired),
  tipo_sangre: z.enum(TIPOS_SANGRE, { error: optionError(personaMsg.tipoSangreInvalid) }),
  estado_civil: z.enum(estadoCivilIds, { error: optionError(personaMsg.estadoCivilInvalid) }),
  hijos: requiredInt(msg.required, { min: 0, max: 99, invalid: personaMsg.invalid }),
  direccion: requiredText(msg.required, 255),
  piso: optionalInt({ min: 1, max: 999, invalid: personaMsg.invalid }),
  departamento: optionalText(5),
  provincia: pickedText(100),
  localidad: pickedText(100),
  telefono,
  celular,
  email,
};

/** Each persona field's own rule (the wizard's): a correction request checks its proposed value with it. */
export const personaFieldSchemas = personaShape;

/** Persona of the wizard's step 0 and of PUT /api/personas/{id}. */
export const personaSchema = z.object(personaShape).superRefine(
  (v, ctx) => documentRules(v, ctx),
  // Runs whenever the three fields are valid on their own, even if other fields are not.
  { when: fieldsClean('cuit', 'numero_documento', 'tipo_documento') },
);

/**
 * The number's format follows the document type, and the CUIT/CUIL is required (and built on
 * the number) only for Argentine documents (issue 18 §4, decision 270).
 */
function documentRules(v: { tipo_documento: string; numero_documento: string; cuit: string }, ctx: z.RefinementCtx) {
  if (isArgentineDocument(v.tipo_documento)) {
    if (!/^\d{8}$/.test(v.numero_documento)) {
      ctx.addIssue({ code: 'custom', message: personaMsg.numeroDocumento, path: ['numero_documento'] });
      return;
    }
    if (v.cuit === '') ctx.addIssue({ code: 'custom', message: msg.required, path: ['cuit'] });
    else if (v.cuit.slice(2, 10) !== v.numero_documento) ctx.addIssue({ code: 'custom', message: personaMsg.cuitMismatch, path: ['cuit'] });
    return;
  }
  const min = v.tipo_documento === 'pasaporte' ? 6 : 5;
  if (v.numero_documento.length < min) {
    ctx.addIssue({ code: 'custom', message: personaMsg.numeroDocumentoExtranjero, path: ['numero_documento'] });
  }
}
export type PersonaInput = z.input<typeof personaSchema>;
export type PersonaData = z.output<typeof personaSchema>;

/** PUT /api/personas/{id} with every persona field (staff; see decisions for applicants). */
export const personaUpdateSchema = personaSchema;
export type PersonaUpdateData = z.output<typeof personaUpdateSchema>;

/** The profile's contact form: telefono, celular, email with the wizard's rules. */
export const personaContactSchema = z.object({ telefono, celular, email });
export type PersonaContactData = z.output<typeof personaContactSchema>;
export const PERSONA_CONTACT_FIELDS = ['telefono', 'celular', 'email'] as const;

// ---------------------------------------------------------------- disabilities

/** One disability entry: the type (a combo id), the certificate flag (always 1) and the CUD number. */
export const discapacidadEntrySchema = z.object({
  discapacidad_id: comboId(msg.required),
  certificado: z
    .union([z.literal(1), z.literal('1')], { error: personaMsg.invalid })
    .optional()
    .transform((): 1 => 1),
  numero_certificado: numLike(msg.required).transform((v, ctx): string => {
    const s = str(v);
    if (s === '') {
      ctx.addIssue({ code: 'custom', message: msg.required });
      return z.NEVER;
    }
    if (!/^\d+$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: personaMsg.certificadoDigits });
      return z.NEVER;
    }
    if (s.length > 50) {
      ctx.addIssue({ code: 'custom', message: personaMsg.maxChars(50) });
      return z.NEVER;
    }
    return s;
  }),
});
export type DiscapacidadEntry = z.output<typeof discapacidadEntrySchema>;

/**
 * The "add disability" button: a type (not -1) and a number are both needed, and
 * the number is digits only. Returns the seed's message, or null when it can be added.
 */
export function discapacidadAddError(entry: { discapacidad_id?: NumLike; numero_certificado?: NumLike }): string | null {
  const id = str(entry.discapacidad_id);
  const numero = str(entry.numero_certificado);
  if (id === '' || id === '-1' || numero === '') return personaMsg.discapacidadAddIncomplete;
  if (!/^\d+$/.test(numero)) return personaMsg.certificadoDigits;
  return null;
}

// ---------------------------------------------------------------- studies, languages, knowledge

/** The manual school fields, required when the applicant ticked "No encuentro mi escuela". */
const MANUAL_SCHOOL_FIELDS = [
  ['pais', 100],
  ['provincia', 100],
  ['localidad', 100],
  ['colegio', 150],
  ['direccion_colegio', 150],
  ['tipo_colegio', 100],
] as const;

/** escuela_id -1 means "No encuentro mi escuela". */
export const ESCUELA_NO_ENCONTRADA = -1;

export const estudioSecundarioSchema = z
  .object({
    escuela_id: requiredInt(msg.required, { min: -1, max: 2_147_483_647 }).refine((n) => n !== 0, msg.required),
    pais_id: optionalInt({ min: 1, max: 2_147_483_647, invalid: personaMsg.invalid }),
    pais: looseText,
    provincia: looseText,
    localidad: looseText,
    colegio: looseText,
    direccion_colegio: looseText,
    tipo_colegio: looseText,
    orientacion: requiredText(msg.required, 150),
    anio_graduacion: requiredInt(msg.required, { min: 1900, max: 2100, invalid: personaMsg.invalid }),
    anios_cursados: requiredInt(msg.required, { min: 1, max: 20, invalid: personaMsg.invalid }),
  })
  .superRefine(
    (v, ctx) => {
      if (v.escuela_id !== ESCUELA_NO_ENCONTRADA) return;
      for (const [field, max] of MANUAL_SCHOOL_FIELDS) {
        const s = str(v[field]);
        if (s === '') ctx.addIssue({ code: 'custom', message: msg.required, path: [field] });
        else if (s.length > max) ctx.addIssue({ code: 'custom', message: personaMsg.maxChars(max), path: [field] });
      }
    },
    { when: fieldsClean('escuela_id') },
  )
  .transform((v) => {
    const manual = v.escuela_id === ESCUELA_NO_ENCONTRADA;
    const text = (x: NumLike) => (manual ? str(x) || null : null);
    return {
      escuela_id: v.escuela_id,
      pais_id: v.pais_id,
      // With a listed school these come from the school itself (the server copies them).
      pais: text(v.pais),
      provincia: text(v.provincia),
      localidad: text(v.localidad),
      colegio: text(v.colegio),
      direccion_colegio: text(v.direccion_colegio),
      tipo_colegio: text(v.tipo_colegio),
      orientacion: v.orientacion,
      anio_graduacion: v.anio_graduacion,
      anios_cursados: v.anios_cursados,
    };
  });
export type EstudioSecundarioData = z.output<typeof estudioSecundarioSchema>;

/** One "other studies" entry; the form calls `nombre` the titulo. */
export const otroEstudioSchema = z.object({
  nivel_estudio_id: comboId(personaMsg.nivelEstudioRequired),
  nombre: requiredText(personaMsg.tituloRequired, 150),
  establecimiento: requiredText(personaMsg.establecimientoRequired, 150),
  estado_estudio_id: comboId(personaMsg.estadoEstudioRequired),
});
export type OtroEstudioData = z.output<typeof otroEstudioSchema>;

/** A list of {<key>: id}; repeated ids are kept once (the UI removes an added option anyway). */
function idList<K extends string>(key: K) {
  return z
    .array(z.object({ [key]: comboId(msg.required) } as Record<K, ReturnType<typeof comboId>>), { error: personaMsg.invalid })
    .max(50, personaMsg.invalid)
    .optional()
    .transform((list) => {
      const seen = new Set<number>();
      const out: Array<Record<K, number>> = [];
      for (const item of list ?? []) {
        const id = (item as Record<string, number>)[key];
        if (!seen.has(id)) {
          seen.add(id);
          out.push({ [key]: id } as Record<K, number>);
        }
      }
      return out;
    });
}

// ---------------------------------------------------------------- job and family

/**
 * Situacion laboral (wizard step 2 and PUT /api/situacion-laboral/{id}). When not
 * working, the five detail fields are cleared (horas_semanales becomes '0', as the
 * wizard sets it).
 */
export const situacionLaboralSchema = z
  .object({
    trabaja_actualmente: yesNo(personaMsg.estadoLaboral),
    ocupacion: looseText,
    cargo: looseText,
    empresa: looseText,
    horas_semanales: looseText,
    relacion_carrera: looseText,
  })
  .superRefine((v, ctx) => {
    if (v.trabaja_actualmente !== 1) return;
    const required150 = [
      ['ocupacion', personaMsg.ocupacion],
      ['cargo', personaMsg.cargo],
      ['empresa', personaMsg.empresa],
    ] as const;
    for (const [field, message] of required150) {
      const s = str(v[field]);
      if (s === '') ctx.addIssue({ code: 'custom', message, path: [field] });
      else if (s.length > 150) ctx.addIssue({ code: 'custom', message: personaMsg.maxChars(150), path: [field] });
    }
    const horas = str(v.horas_semanales).replace(',', '.');
    if (horas === '') ctx.addIssue({ code: 'custom', message: personaMsg.horasSemanales, path: ['horas_semanales'] });
    else if (!/^-?\d+(\.\d+)?$/.test(horas)) ctx.addIssue({ code: 'custom', message: personaMsg.numeric, path: ['horas_semanales'] });
    // Positive, and no more hours than a week has.
    else if (!(Number(horas) > 0 && Number(horas) <= 168) || horas.length > 10)
      ctx.addIssue({ code: 'custom', message: personaMsg.invalid, path: ['horas_semanales'] });
    const relacion = str(v.relacion_carrera);
    if (relacion === '') ctx.addIssue({ code: 'custom', message: personaMsg.relacionCarreraRequired, path: ['relacion_carrera'] });
    else if (!(RELACION_CARRERA as readonly string[]).includes(relacion))
      ctx.addIssue({ code: 'custom', message: personaMsg.invalid, path: ['relacion_carrera'] });
  })
  .transform((v) => {
    const working = v.trabaja_actualmente === 1;
    return {
      trabaja_actualmente: v.trabaja_actualmente,
      ocupacion: working ? str(v.ocupacion) : '',
      cargo: working ? str(v.cargo) : '',
      empresa: working ? str(v.empresa) : '',
      horas_semanales: working ? String(Number(str(v.horas_semanales).replace(',', '.'))) : '0',
      relacion_carrera: working ? str(v.relacion_carrera) : '',
    };
  });
export type SituacionLaboralInput = z.input<typeof situacionLaboralSchema>;
export type SituacionLaboralData = z.output<typeof situacionLaboralSchema>;

/**
 * Mother, father or spouse: the answer ('1' yes / '0' no) and, only when it is yes,
 * a required study level and occupation. The seed's own form compared the string
 * with the number 1 and so never required them; this is the intended rule.
 */
function familiar<A extends string, N extends string, O extends string>(answer: A, nivel: N, ocupacion: O) {
  return z
    .object({
      [answer]: yesNo(msg.required),
      [nivel]: looseText,
      [ocupacion]: looseText,
    } as { [k in A]: ReturnType<typeof yesNo> } & { [k in N | O]: typeof looseText })
    .superRefine((v, ctx) => {
      const rec = v as Record<string, unknown>;
      if (rec[answer] !== 1) return;
      const level = parseIntStrict(rec[nivel] as NumLike);
      if (blank(rec[nivel] as NumLike) || level === null || level < 1)
        ctx.addIssue({ code: 'custom', message: msg.required, path: [nivel] });
      const occ = str(rec[ocupacion] as NumLike);
      if (occ === '') ctx.addIssue({ code: 'custom', message: msg.required, path: [ocupacion] });
      else if (occ.length > 150) ctx.addIssue({ code: 'custom', message: personaMsg.maxChars(150), path: [ocupacion] });
    })
    .transform((v) => {
      const rec = v as Record<string, unknown>;
      const yes = rec[answer] === 1;
      return {
        [answer]: rec[answer],
        [nivel]: yes ? parseIntStrict(rec[nivel] as NumLike) : null,
        [ocupacion]: yes ? str(rec[ocupacion] as NumLike) : null,
      } as { [k in A]: 0 | 1 } & { [k in N]: number | null } & { [k in O]: string | null };
    });
}

export const situacionMadreSchema = familiar('vive', 'nivel_estudio_id_madre', 'ocupacion_madre');
export const situacionPadreSchema = familiar('vive', 'nivel_estudio_id_padre', 'ocupacion_padre');
export const situacionConyugeSchema = familiar('concubinato_matrimonio', 'nivel_estudio_id_concubinato', 'ocupacion_concubinato');

// ---------------------------------------------------------------- the wizard

const step0Shape = {
  persona: personaSchema,
  discapacidad: flag,
  discapacidades: z.array(discapacidadEntrySchema, { error: personaMsg.invalid }).max(10, personaMsg.invalid).optional(),
};
const step1Shape = {
  estudio_secundario: estudioSecundarioSchema,
  otros_estudios: z.array(otroEstudioSchema, { error: personaMsg.invalid }).max(20, personaMsg.invalid).optional(),
  lenguajes: idList('lenguaje_id'),
  conocimientos: idList('conocimiento_id'),
};
const step2Shape = {
  situacion_laboral: situacionLaboralSchema,
  situacion_madre: situacionMadreSchema,
  situacion_padre: situacionPadreSchema,
  situacion_conyuge: situacionConyugeSchema,
};

/** Disability chosen: at least one entry, each type once. Not chosen: the entries are dropped. */
function checkDisabilities(v: { discapacidad: boolean; discapacidades?: DiscapacidadEntry[] }, ctx: z.RefinementCtx) {
  if (!v.discapacidad) return;
  const list = v.discapacidades ?? [];
  if (list.length === 0) {
    ctx.addIssue({ code: 'custom', message: personaMsg.discapacidadAtLeastOne, path: ['discapacidades'] });
    return;
  }
  const seen = new Set<number>();
  list.forEach((d, i) => {
    if (seen.has(d.discapacidad_id))
      ctx.addIssue({ code: 'custom', message: personaMsg.discapacidadRepeated, path: ['discapacidades', i, 'discapacidad_id'] });
    seen.add(d.discapacidad_id);
  });
}
const disabilityRule = { when: fieldsClean('discapacidad', 'discapacidades') };

function normalizeLists<T extends { discapacidad: boolean; discapacidades?: DiscapacidadEntry[] }>(v: T) {
  return { ...v, discapacidades: v.discapacidad ? (v.discapacidades ?? []) : [] };
}

/** Step 0, Datos Personales: the persona and the disability rule. */
export const wizardStep0Schema = z.object(step0Shape).superRefine(checkDisabilities, disabilityRule).transform(normalizeLists);
/** Step 1, Educación: secondary school, other studies, languages and IT knowledge. */
export const wizardStep1Schema = z.object(step1Shape).transform((v) => ({ ...v, otros_estudios: v.otros_estudios ?? [] }));
/** Step 2, Situación Laboral: job, mother, father and spouse. */
export const wizardStep2Schema = z.object(step2Shape);

/** POST /api/wizard-persona/: every step, plus the career chosen on step 3. */
export const wizardSchema = z
  .object({
    ...step0Shape,
    ...step1Shape,
    ...step2Shape,
    carrera_id: optionalInt({ min: 1, max: 2_147_483_647, invalid: personaMsg.invalid }).optional(),
  })
  .superRefine(checkDisabilities, disabilityRule)
  .transform((v) => ({ ...normalizeLists(v), otros_estudios: v.otros_estudios ?? [], carrera_id: v.carrera_id ?? null }));
export type WizardInput = z.input<typeof wizardSchema>;
export type WizardData = z.output<typeof wizardSchema>;

/** The schema Siguiente checks on each step (step 3, documents and carrera, has none). */
export const WIZARD_STEP_SCHEMAS = [wizardStep0Schema, wizardStep1Schema, wizardStep2Schema] as const;

// ---------------------------------------------------------------- documents

/** 2 MB as the seeds count it: 2097152 bytes. */
export const UPLOAD_MAX_BYTES: number = LIMITS.uploadBytes;

/** What the server accepts, told apart by content (magic bytes), never by name. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];
export const UPLOAD_EXTENSIONS: Record<UploadMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
/** For a file picker's accept (e.g. Mantine Dropzone): type to extensions. */
export const UPLOAD_ACCEPT: Record<UploadMimeType, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
};
/** Bytes needed by detectUploadType. */
export const UPLOAD_SNIFF_BYTES = 12;

/**
 * The type of a document from its first bytes: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A,
 * WebP "RIFF....WEBP", PDF "%PDF-". Anything else (SVG, HTML, executables) is null.
 */
export function detectUploadType(head: Uint8Array): UploadMimeType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => head[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

export function isDocumentName(name: string): name is DocumentName {
  return (DOCUMENT_NAMES as readonly string[]).includes(name);
}

type YesNoLike = boolean | number | string | null | undefined;
const isYes = (v: YesNoLike) => v === true || v === 1 || v === '1' || v === 'true';

/** Documents an applicant needs before enrolling: the five base ones, plus the conditional two. */
export function requiredDocuments(opts: { trabaja: YesNoLike; discapacidad: YesNoLike }): DocumentName[] {
  const out: DocumentName[] = [...BASE_REQUIRED_DOCUMENTS];
  if (isYes(opts.trabaja)) out.push('certificado_laboral');
  if (isYes(opts.discapacidad)) out.push('cud');
  return out;
}

/** The required document names not among the uploaded ones, in the seed's order. */
export function missingDocuments(fileNames: Iterable<string>, opts: { trabaja: YesNoLike; discapacidad: YesNoLike }): DocumentName[] {
  const have = new Set(fileNames);
  return requiredDocuments(opts).filter((d) => !have.has(d));
}

// ---------------------------------------------------------------- answers

const int = () => z.number().int();

/** One entry of a combo: `{id, descripcion}`, with a numeric id or, for the enumerations, a code. */
export const comboItemSchema = z.object({ id: z.union([int(), z.string()]), descripcion: z.string() });
export type ComboItem = z.output<typeof comboItemSchema>;

/** A combo whose id is a number (generos, paises, ...). */
const numberCombo = z.array(z.object({ id: int(), descripcion: z.string() }));
/** A combo whose id is the code the forms send ('dni', 'a+', 'soltero'). */
const codeCombo = z.array(z.object({ id: z.string(), descripcion: z.string() }));

/** GET /api/data-form-persona: every combo of seed 000 section 3. */
export const dataFormPersonaResponseSchema = z.object({
  combos: z.object({
    generos: numberCombo,
    nacionalidades: numberCombo,
    paises: numberCombo,
    discapacidades: numberCombo,
    escuelas: z.array(
      z.object({ id: int(), nombre: z.string(), localidad: z.string(), jurisdiccion: z.string(), tipo_colegio: z.string() }),
    ),
    niveles_estudio: numberCombo,
    estados_estudio: numberCombo,
    lenguajes: numberCombo,
    conocimientos: numberCombo,
    /** Careers an applicant may choose (the careers of the common admission course). */
    carreras: numberCombo,
    provincias: numberCombo,
    localidades: z.array(z.object({ id: int(), descripcion: z.string(), provincia_id: int() })),
    /** Document types (dni, lc, le, ci): the seeds list "documentos" with tiposangre and estadoscivil. */
    documentos: codeCombo,
    tiposangre: codeCombo,
    estadoscivil: codeCombo,
    /** The documents to upload (DOCUMENT_NAMES) in order; condicion 'trabaja' or 'discapacidad' for the conditional two. */
    documentos_requeridos: z.array(z.object({ id: z.string(), descripcion: z.string(), condicion: z.string().nullable() })),
    roles: z.array(z.object({ id: int(), descripcion: z.string(), name: z.string() })),
  }),
});
export type DataFormPersonaResponse = z.output<typeof dataFormPersonaResponseSchema>;

export const personaFileSchema = z.object({
  id: int(),
  /** A document code: one of the seven seed documents or one a requirement list names (issue 15). */
  name: z.string(),
  /**
   * Relative link to GET /api/files/{id} carrying a short-lived signature bound to the session (opens in
   * a new tab); null for a staff member whose group may not open documents (Bedelía, decision 132).
   */
  url: z.string().nullable(),
  mime_type: z.enum(UPLOAD_MIME_TYPES),
  size: int(),
  created_at: z.string(),
});
export type PersonaFile = z.output<typeof personaFileSchema>;

export const personaDiscapacidadSchema = z.object({
  id: int(),
  discapacidad_id: int(),
  descripcion: z.string(),
  certificado: int(),
  numero_certificado: z.string(),
});
export type PersonaDiscapacidad = z.output<typeof personaDiscapacidadSchema>;

/** The columns of a persona row, as the API answers them (the seeds' field names). */
const personaColumns = {
  id: int(),
  user_id: int().nullable(),
  nombre: z.string(),
  apellido: z.string(),
  tipo_documento: z.string(),
  numero_documento: z.string(),
  cuit: z.string(),
  fecha_nacimiento: z.string(),
  lugar_nacimiento: z.string(),
  pais_id: int(),
  nacionalidad_id: int(),
  genero_id: int(),
  tipo_sangre: z.string(),
  estado_civil: z.string(),
  hijos: int(),
  direccion: z.string(),
  piso: int().nullable(),
  departamento: z.string().nullable(),
  provincia: z.string(),
  localidad: z.string(),
  telefono: z.string().nullable(),
  celular: z.string(),
  email: z.string(),
  discapacidad: z.boolean(),
  /** The user who created it (the applicant, or staff for a persona with no account). */
  created_by: int().nullable(),
};

/** The persona row alone, as POST /api/login/ answers it next to the user. */
export const personaSummarySchema = z.object({ ...personaColumns, created_at: timestamp, updated_at: timestamp });
export type PersonaSummary = z.output<typeof personaSummarySchema>;

/** A persona as the API answers it (GET /api/personas/..., wizard, uploads): the row, its files and disabilities. */
export const personaResponseSchema = z.object({
  ...personaColumns,
  created_at: z.string(),
  updated_at: z.string(),
  files: z.array(personaFileSchema),
  discapacidades: z.array(personaDiscapacidadSchema),
});
export type PersonaResponse = z.output<typeof personaResponseSchema>;

export const situacionLaboralRowSchema = z.object({
  id: int(),
  persona_id: int(),
  trabaja_actualmente: z.union([z.literal(0), z.literal(1)]),
  ocupacion: z.string(),
  cargo: z.string(),
  empresa: z.string(),
  horas_semanales: z.string(),
  relacion_carrera: z.string(),
});
export type SituacionLaboralRow = z.output<typeof situacionLaboralRowSchema>;
