import {
  ESCUELA_NO_ENCONTRADA,
  PAISES,
  identidadMsg,
  msg,
  personaMsg,
  type PersonaContactData,
  type PersonaResponse,
  type WizardData,
  applicableRequisitos,
  isForeignApplicant,
} from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { AppError, forbidden, notFound, uniqueViolation } from '../../lib/app-error.js';
import { fileLinksFor } from '../../lib/file-links.js';
import { foreignKeyViolation } from '../../lib/pg-errors.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { editPersona } from './persona-edit.service.js';
import { createStorage } from '../../storage/index.js';
import { writeAudit } from '../audit/audit.queries.js';
import { openCounterClaim } from '../identidad/reclamos.service.js';
import { listFor } from '../requisitos/requirements-of.js';
import { moveDraftToPersona } from '../wizard-draft/wizard-draft.queries.js';
import * as q from './personas.queries.js';
import { linkCounterPersona } from './persona-link.service.js';
import { assertWizardReferences, refundWizardSubmission, reserveWizardSubmission } from './wizard-checks.js';

// ---------------------------------------------------------------- access

/** Staff reach every persona; an applicant only the one linked to their account. */
export function canAccessPersona(auth: AuthContext, persona: { user_id: number | null }): boolean {
  return auth.isAdmin || (persona.user_id !== null && persona.user_id === auth.userId);
}

/** The persona `id` if the caller may see it: 404 when it does not exist, 403 when it is someone else's. */
export async function personaForCaller(deps: AppDeps, auth: AuthContext, id: number): Promise<q.PersonaRow> {
  const persona = await q.findPersonaById(deps.db, id);
  if (!persona) throw notFound(personaMsg.personaNotFound);
  if (!canAccessPersona(auth, persona)) throw forbidden(msg.session.forbidden);
  return persona;
}

// ---------------------------------------------------------------- answers

/**
 * A persona with its files and disabilities. Each file carries a short-lived signed
 * link bound to the caller's session and to the stored version it opens (decisions 154 and 155).
 */
export async function personaResponse(deps: AppDeps, auth: AuthContext, persona: q.PersonaRow): Promise<PersonaResponse> {
  const [files, discapacidades] = await Promise.all([q.listFiles(deps.db, persona.id), q.listDiscapacidades(deps.db, persona.id)]);
  const links = fileLinksFor(deps.config.dataDir);
  // The file list says what was handed in; the link only goes to whoever may open it (decision 132).
  const mayOpen = !auth.isAdmin || auth.permissions.includes('documentos.ver');
  return {
    ...persona,
    created_at: persona.created_at.toISOString(),
    updated_at: persona.updated_at.toISOString(),
    files: files.map((f) => ({
      id: f.id,
      name: f.name as PersonaResponse['files'][number]['name'],
      url: mayOpen ? links.url(f.id, { sessionId: auth.sessionId, storageKey: f.storage_key }) : null,
      mime_type: f.mime_type as PersonaResponse['files'][number]['mime_type'],
      size: f.size,
      created_at: f.created_at.toISOString(),
    })),
    discapacidades,
  };
}

export async function getById(deps: AppDeps, auth: AuthContext, id: number) {
  return { persona: await personaResponse(deps, auth, await personaForCaller(deps, auth, id)) };
}

export async function getByUser(deps: AppDeps, auth: AuthContext, userId: number) {
  if (!auth.isAdmin && userId !== auth.userId) {
    if (!(await q.userExists(deps.db, userId))) throw notFound(personaMsg.userNotFound);
    throw forbidden(msg.session.forbidden);
  }
  const persona = await q.findPersonaByUser(deps.db, userId);
  if (!persona) throw notFound(personaMsg.personaNotRegistered);
  return { persona: await personaResponse(deps, auth, persona) };
}

/** Staff search by document number (the route checks the role). */
export async function getByDni(deps: AppDeps, auth: AuthContext, dni: string) {
  const persona = await q.findPersonaByDni(deps.db, dni);
  if (!persona) throw notFound(personaMsg.dniNotFound);
  return { persona: await personaResponse(deps, auth, persona) };
}

// ---------------------------------------------------------------- write errors

/**
 * The web shows the seed's e-mail message when the server text names the unique
 * e-mail constraint, as the original back end's SQL error did; the text carries both.
 */
const EMAIL_CONSTRAINT = 'personas_email_lower_unique';
const DNI_CONSTRAINT = 'personas_numero_documento_unique';
const FOREIGN_DOCUMENT_CONSTRAINT = 'personas_documento_extranjero_unique';
const USER_CONSTRAINT = 'personas_user_unique';

function emailTaken(prefix: string) {
  return new AppError('email_taken', 422, `${personaMsg.emailInUse} (${EMAIL_CONSTRAINT})`, {
    [`${prefix}email`]: [personaMsg.emailInUse],
  });
}

function dniTaken(prefix: string) {
  // The wizard's fields are nested under persona; errors.numero_documento is kept too for forms that read it flat.
  const errors: Record<string, string[]> = { numero_documento: [personaMsg.dniInUse] };
  if (prefix) errors[`${prefix}numero_documento`] = [personaMsg.dniInUse];
  return new AppError('dni_taken', 422, personaMsg.dniInUse, errors);
}

/** The wizard's answer for a taken number: the same whoever holds it, with the way to claim it. */
function dniClaimable(text: string = personaMsg.dniClaimable) {
  return new AppError('dni_taken', 422, text, { numero_documento: [text], 'persona.numero_documento': [text] });
}

const alreadyRegistered = () => new AppError('persona_exists', 409, personaMsg.alreadyRegistered);

/** Which payload field each foreign key of the wizard's tables checks. */
const FK_FIELDS: Record<string, string> = {
  personas_tipo_documento_tipos_documento_id_fk: 'persona.tipo_documento',
  personas_pais_id_paises_id_fk: 'persona.pais_id',
  personas_nacionalidad_id_nacionalidades_id_fk: 'persona.nacionalidad_id',
  personas_genero_id_generos_id_fk: 'persona.genero_id',
  personas_tipo_sangre_tipos_sangre_id_fk: 'persona.tipo_sangre',
  personas_estado_civil_estados_civiles_id_fk: 'persona.estado_civil',
  estudios_secundarios_escuela_id_escuelas_id_fk: 'estudio_secundario.escuela_id',
  estudios_secundarios_pais_id_paises_id_fk: 'estudio_secundario.pais_id',
  otros_estudios_nivel_estudio_id_niveles_estudio_id_fk: 'otros_estudios',
  otros_estudios_estado_estudio_id_estados_estudio_id_fk: 'otros_estudios',
  persona_conocimientos_conocimiento_id_conocimientos_id_fk: 'conocimientos',
  persona_discapacidades_discapacidad_id_discapacidades_id_fk: 'discapacidades',
  persona_lenguajes_lenguaje_id_lenguajes_id_fk: 'lenguajes',
  situaciones_familiares_nivel_estudio_id_niveles_estudio_id_fk: 'nivel_estudio_id',
};

/** Turns constraint violations of a persona write into the answers the forms understand. */
function translateWriteError(err: unknown, prefix: string): unknown {
  const unique = uniqueViolation(err);
  if (unique?.constraint === EMAIL_CONSTRAINT) return emailTaken(prefix);
  if (unique?.constraint === DNI_CONSTRAINT || unique?.constraint === FOREIGN_DOCUMENT_CONSTRAINT) return dniTaken(prefix);
  if (unique?.constraint === USER_CONSTRAINT) return alreadyRegistered();
  const fk = foreignKeyViolation(err);
  if (fk) {
    // A combo id that passed the schema but names no row: bad input, not a server fault.
    const field = FK_FIELDS[fk.constraint ?? ''] ?? '_';
    const key = prefix ? field : field.replace(/^persona\./, '');
    return new AppError('invalid_reference', 422, personaMsg.comboUnknown, { [key]: [personaMsg.comboUnknown] });
  }
  return err;
}

/** Friendly answers before writing; the unique indexes still decide under concurrency. */
async function assertEmailAndDniFree(
  deps: AppDeps,
  values: { email?: string; numero_documento?: string },
  prefix: string,
  exceptPersonaId?: number,
) {
  if (values.email !== undefined) {
    const owner = await q.findPersonaIdByEmail(deps.db, values.email);
    if (owner !== null && owner !== exceptPersonaId) throw emailTaken(prefix);
  }
  if (values.numero_documento !== undefined) {
    const owner = await q.findPersonaByDni(deps.db, values.numero_documento);
    if (owner && owner.id !== exceptPersonaId) throw dniTaken(prefix);
  }
}

// ---------------------------------------------------------------- wizard

/**
 * POST /api/wizard-persona/. An applicant creates their own persona (one per
 * account); staff create one with no account (the staff enrolment of a new person).
 * Every table is written in one transaction: any failure leaves no row behind.
 */
export async function createFromWizard(deps: AppDeps, auth: AuthContext, data: WizardData, client: { ip: string }) {
  const ownerUserId = auth.isAdmin ? null : auth.userId;
  if (ownerUserId !== null && (await q.findPersonaByUser(deps.db, ownerUserId))) throw alreadyRegistered();
  // Issue 18 §1: counted first, then every other check, and only then the unique columns,
  // whose answer never says whose the number is (decisions 260 to 262).
  if (ownerUserId !== null) await reserveWizardSubmission(deps.db, ownerUserId, client.ip);
  await assertWizardReferences(deps.db, data);
  if (ownerUserId !== null) {
    const holder = await q.findDocumentHolder(deps.db, data.persona);
    if (holder) {
      // A persona staff registered at the counter, with this account's verified e-mail: it is theirs (§3).
      const linked = await linkCounterPersona(deps, auth, holder, ownerUserId);
      if (linked) {
        await refundWizardSubmission(deps.db, ownerUserId, client.ip);
        return { persona: await personaResponse(deps, auth, linked), state_data: { input_data: true }, vinculada: true as const };
      }
      // Registered at the counter with another e-mail: staff get a claim to look at (§3, decision 178).
      if (holder.user_id === null) {
        await openCounterClaim(deps, ownerUserId, holder.numero_documento, holder.id);
        throw dniClaimable(identidadMsg.counterClaimOpened);
      }
      throw dniClaimable();
    }
  }
  if ((await q.findDocumentHolder(deps.db, data.persona)) !== null) throw dniTaken('persona.');
  await assertEmailAndDniFree(deps, { email: data.persona.email }, 'persona.');

  let created: q.PersonaRow;
  let discardedKeys: string[] = [];
  try {
    created = await deps.db.transaction(async (tx) => {
      const persona = await q.insertPersona(tx, {
        ...data.persona,
        discapacidad: data.discapacidad,
        user_id: ownerUserId,
        created_by: auth.userId,
      });
      const personaId = persona.id;

      const es = data.estudio_secundario;
      if (es.escuela_id === ESCUELA_NO_ENCONTRADA) {
        await q.insertEstudioSecundario(tx, {
          persona_id: personaId,
          escuela_id: null,
          pais_id: es.pais_id,
          pais: es.pais,
          provincia: es.provincia,
          localidad: es.localidad,
          colegio: es.colegio ?? '',
          direccion_colegio: es.direccion_colegio,
          tipo_colegio: es.tipo_colegio,
          orientacion: es.orientacion,
          anio_graduacion: es.anio_graduacion,
          anios_cursados: es.anios_cursados,
        });
      } else {
        const escuela = await q.findEscuela(tx, es.escuela_id);
        if (!escuela) {
          throw new AppError('invalid_reference', 422, personaMsg.schoolUnknown, {
            'estudio_secundario.escuela_id': [personaMsg.schoolUnknown],
          });
        }
        // The listed schools are all Argentine: their jurisdiccion is a provincia.
        await q.insertEstudioSecundario(tx, {
          persona_id: personaId,
          escuela_id: escuela.id,
          pais_id: PAISES[0].id,
          pais: PAISES[0].descripcion,
          provincia: escuela.jurisdiccion,
          localidad: escuela.localidad,
          colegio: escuela.nombre,
          direccion_colegio: null,
          tipo_colegio: escuela.tipo_colegio,
          orientacion: es.orientacion,
          anio_graduacion: es.anio_graduacion,
          anios_cursados: es.anios_cursados,
        });
      }

      await q.insertOtrosEstudios(
        tx,
        data.otros_estudios.map((o) => ({ ...o, persona_id: personaId })),
      );
      await q.insertConocimientos(
        tx,
        data.conocimientos.map((c) => ({ persona_id: personaId, conocimiento_id: c.conocimiento_id })),
      );
      await q.insertDiscapacidades(
        tx,
        data.discapacidades.map((d) => ({ ...d, persona_id: personaId })),
      );
      await q.insertSituacionLaboral(tx, { ...data.situacion_laboral, persona_id: personaId });
      await q.insertFamiliares(tx, [
        {
          persona_id: personaId,
          vinculo: 'madre',
          respuesta: data.situacion_madre.vive,
          nivel_estudio_id: data.situacion_madre.nivel_estudio_id_madre,
          ocupacion: data.situacion_madre.ocupacion_madre,
        },
        {
          persona_id: personaId,
          vinculo: 'padre',
          respuesta: data.situacion_padre.vive,
          nivel_estudio_id: data.situacion_padre.nivel_estudio_id_padre,
          ocupacion: data.situacion_padre.ocupacion_padre,
        },
        {
          persona_id: personaId,
          vinculo: 'conyuge',
          respuesta: data.situacion_conyuge.concubinato_matrimonio,
          nivel_estudio_id: data.situacion_conyuge.nivel_estudio_id_concubinato,
          ocupacion: data.situacion_conyuge.ocupacion_concubinato,
        },
      ]);
      // Languages go last on purpose: the test that forces a failure in the last write uses them.
      await q.insertLenguajes(
        tx,
        data.lenguajes.map((l) => ({ persona_id: personaId, lenguaje_id: l.lenguaje_id })),
      );
      if (ownerUserId !== null) {
        // The documents uploaded with the draft become the persona's (issue 14); the ones the
        // final answers make not apply (no job, no disability, not foreign) are deleted after the
        // commit. The list is the one the wizard showed: the career of interest's, else the faculty's.
        const { requisitos } = await listFor(tx, null, data.carrera_id);
        const keep = applicableRequisitos(requisitos, {
          trabaja: data.situacion_laboral.trabaja_actualmente === 1,
          discapacidad: data.discapacidad,
          extranjero: isForeignApplicant(data.persona),
        }).map((r) => r.codigo);
        const draft = await moveDraftToPersona(tx, ownerUserId, personaId, keep);
        discardedKeys = draft.discardedKeys;
        for (const f of draft.moved) {
          await writeAudit(tx, {
            actorUserId: auth.userId,
            action: 'documento.cargar',
            entity: 'persona',
            entityId: personaId,
            before: null,
            after: { name: f.name, size: f.size, mime_type: f.mime_type },
          });
        }
      }
      return persona;
    });
  } catch (err) {
    // Two submissions with one free number at once: the loser gets the wizard's answer too.
    const violated = uniqueViolation(err)?.constraint;
    if (ownerUserId !== null && (violated === DNI_CONSTRAINT || violated === FOREIGN_DOCUMENT_CONSTRAINT)) throw dniClaimable();
    throw translateWriteError(err, 'persona.');
  }
  if (ownerUserId !== null) await refundWizardSubmission(deps.db, ownerUserId, client.ip);
  if (discardedKeys.length > 0) {
    const storage = createStorage(deps.config);
    await Promise.all(discardedKeys.map((key) => storage.delete(key).catch(() => undefined)));
  }
  return { persona: await personaResponse(deps, auth, created), state_data: { input_data: true } };
}

// ---------------------------------------------------------------- update

/**
 * PUT /api/personas/{id}: `persona` was already loaded through personaForCaller. A
 * staff change goes through the audited edit (with its e-mail); the applicant's own
 * contact change is theirs to make.
 */
export async function update(deps: AppDeps, auth: AuthContext, persona: q.PersonaRow, data: PersonaContactData) {
  await assertEmailAndDniFree(deps, data, '', persona.id);
  let row: q.PersonaRow | null;
  try {
    row = auth.isAdmin ? (await editPersona(deps, auth, persona.id, data, null)).row : await q.updatePersona(deps.db, persona.id, data);
  } catch (err) {
    throw translateWriteError(err, '');
  }
  if (!row) throw notFound(personaMsg.personaNotFound);
  return { persona: await personaResponse(deps, auth, row) };
}
