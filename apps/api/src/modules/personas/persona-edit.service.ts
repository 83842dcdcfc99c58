import {
  ESTADOS_CIVILES,
  PERSONA_FIELD_LABELS,
  TIPOS_DOCUMENTO,
  correccionMsg,
  formatCuit,
  personaMsg,
  type PersonaField,
} from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound, uniqueViolation } from '../../lib/app-error.js';
import { enqueueMail } from '../../mail/queue.js';
import { personaChangedMail, type ChangedField } from '../../mail/templates.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { writeAudit } from '../audit/audit.queries.js';
import * as q from './personas.queries.js';

/**
 * The audited staff edit of a persona (issue 14 §2): compare with the version the
 * form was opened on, write only what changed, audit it with before and after, and
 * tell the applicant by e-mail after the commit. Applying a correction request runs
 * the same edit inside its own transaction (correcciones.service.ts).
 */

const FIELDS = Object.keys(PERSONA_FIELD_LABELS) as PersonaField[];

export type PersonaValues = Partial<Record<PersonaField, string | number | null>>;

export interface PersonaEdit {
  row: q.PersonaRow;
  /** The fields that changed, in the form's order; empty when nothing did. */
  changed: PersonaField[];
  before: PersonaValues;
  after: PersonaValues;
  /** The address on record before the edit: told too when the e-mail itself changed. */
  previousEmail: string;
}

/** Only the fields whose value differs; both sides hold the same keys. */
export function diffPersona(
  row: q.PersonaRow,
  next: PersonaValues,
): { changed: PersonaField[]; before: PersonaValues; after: PersonaValues } {
  const changed: PersonaField[] = [];
  const before: PersonaValues = {};
  const after: PersonaValues = {};
  for (const field of FIELDS) {
    if (!(field in next)) continue;
    const was = (row[field] ?? null) as string | number | null;
    const now = next[field] ?? null;
    if (was === now) continue;
    changed.push(field);
    before[field] = was;
    after[field] = now;
  }
  return { changed, before, after };
}

const personaChanged = () => new AppError('persona_cambiada', 409, correccionMsg.personaChanged);

const dniTaken = (dni: string) => {
  const message = correccionMsg.dniTaken(dni);
  return new AppError('dni_taken', 409, message, { 'persona.numero_documento': [message] });
};

const emailTaken = () =>
  new AppError('email_taken', 422, personaMsg.emailInUse, {
    'persona.email': [personaMsg.emailInUse],
  });

/**
 * Inside the caller's transaction: locks the persona, refuses a stale version or a
 * document or e-mail of another persona, writes the changes and their audit row.
 * Nothing is written when nothing changed. `seen` is the updated_at the form was
 * opened on; null only for the contact fields of PUT /api/personas/{id}, which has none.
 */
export async function editPersonaInTx(
  tx: DbOrTx,
  auth: AuthContext,
  id: number,
  values: PersonaValues,
  seen: string | null,
): Promise<PersonaEdit> {
  const row = await q.lockPersonaRow(tx, id);
  if (!row) throw notFound(personaMsg.personaNotFound);
  // The form holds updated_at as the API answered it (ISO, milliseconds): compare as instants.
  if (seen !== null && Date.parse(seen) !== row.updated_at.getTime()) throw personaChanged();

  const { changed, before, after } = diffPersona(row, values);
  if (changed.length === 0) return { row, changed, before, after, previousEmail: row.email };

  // `after` holds the changed fields only; the document is the three fields as they will be.
  const doc = {
    tipo_documento: String(after.tipo_documento ?? row.tipo_documento),
    nacionalidad_id: Number(after.nacionalidad_id ?? row.nacionalidad_id),
    numero_documento: String(after.numero_documento ?? row.numero_documento),
  };
  const dni = doc.numero_documento;
  // The number is unique among Argentine documents, and per type and nationality among foreign
  // ones (decision 271): a change of any of the three is checked with the wizard's rule.
  if (changed.some((field) => field === 'numero_documento' || field === 'tipo_documento' || field === 'nacionalidad_id')) {
    const holder = await q.findDocumentHolder(tx, doc);
    if (holder && holder.id !== id) throw dniTaken(dni);
  }
  if (changed.includes('email')) {
    const holder = await q.findPersonaIdByEmail(tx, String(after.email));
    if (holder !== null && holder !== id) throw emailTaken();
  }
  let updated: q.PersonaRow | null;
  try {
    updated = await q.updatePersona(tx, id, after as Partial<q.NewPersona>);
  } catch (err) {
    // The unique indexes still decide between two edits that pass the checks at once.
    const unique = uniqueViolation(err);
    if (unique?.constraint === 'personas_numero_documento_unique' || unique?.constraint === 'personas_documento_extranjero_unique')
      throw dniTaken(dni);
    if (unique?.constraint === 'personas_email_lower_unique') throw emailTaken();
    throw err;
  }
  if (!updated) throw notFound(personaMsg.personaNotFound);
  await writeAudit(tx, { actorUserId: auth.userId, action: 'persona.editar', entity: 'persona', entityId: id, before, after });
  return { row: updated, changed, before, after, previousEmail: row.email };
}

/** A value in words for the e-mail: names behind ids and codes, the CUIT with its mask. */
function describe(field: PersonaField, value: string | number | null | undefined, names: Awaited<ReturnType<typeof q.comboNames>>): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field) {
    case 'pais_id':
      return names.pais.get(Number(value)) ?? String(value);
    case 'nacionalidad_id':
      return names.nacionalidad.get(Number(value)) ?? String(value);
    case 'genero_id':
      return names.genero.get(Number(value)) ?? String(value);
    case 'tipo_documento':
      return TIPOS_DOCUMENTO.find((t) => t.id === value)?.descripcion ?? String(value);
    case 'estado_civil':
      return ESTADOS_CIVILES.find((t) => t.id === value)?.descripcion ?? String(value);
    case 'tipo_sangre':
      return String(value).toUpperCase();
    case 'cuit':
      return formatCuit(String(value));
    case 'fecha_nacimiento': {
      const [y, m, d] = String(value).split('-');
      return `${d}/${m}/${y}`;
    }
    default:
      return String(value);
  }
}

/**
 * Queues in `tx` the e-mail listing what changed, to the address on record (and to the
 * previous one when the address itself changed), so it commits with the edit (decision 240).
 * It is tied to the persona: staff see its delivery in the history of each enrolment.
 */
export async function queuePersonaEditMail(deps: AppDeps, tx: DbOrTx, edit: PersonaEdit, correccion: string | null = null): Promise<void> {
  if (edit.changed.length === 0) return;
  const ids = (field: PersonaField) => [edit.before[field], edit.after[field]].filter((v): v is number => typeof v === 'number');
  const names = await q.comboNames(tx, { pais: ids('pais_id'), nacionalidad: ids('nacionalidad_id'), genero: ids('genero_id') });
  const changes: ChangedField[] = edit.changed.map((field) => ({
    label: PERSONA_FIELD_LABELS[field],
    before: describe(field, edit.before[field], names),
    after: describe(field, edit.after[field], names),
  }));
  const recipients = new Set([edit.row.email, edit.previousEmail]);
  for (const to of recipients) {
    await enqueueMail(
      tx,
      personaChangedMail({
        faculty: deps.config.facultyName,
        to,
        name: edit.row.nombre,
        changes,
        correccion,
        link: `${deps.config.publicUrl}/perfil`,
      }),
      { personaId: edit.row.id },
    );
  }
}

/** PUT /api/personas/datos/{id} (and the staff side of PUT /api/personas/{id}, `seen` null). */
export async function editPersona(deps: AppDeps, auth: AuthContext, id: number, values: PersonaValues, seen: string | null) {
  return deps.db.transaction(async (tx) => {
    const edit = await editPersonaInTx(tx, auth, id, values, seen);
    await queuePersonaEditMail(deps, tx, edit);
    return edit;
  });
}
