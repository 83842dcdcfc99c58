import { identidadMsg, personaMsg } from '@ingreso/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { roles, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { enqueueMail } from '../../mail/queue.js';
import { identityMail } from '../../mail/templates.js';
import type { AuthContext } from '../../plugins/auth-guard.js';
import { createStorage } from '../../storage/index.js';
import { attachAccount } from '../personas/persona-link.service.js';
import { findPersonaById, findPersonaByUser } from '../personas/personas.queries.js';
import { personaResponse } from '../personas/personas.service.js';

/** An applicant account (scope `user`) by e-mail, case-insensitive. */
async function applicantByEmail(deps: AppDeps, email: string) {
  const rows = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, verified: users.email_verified_at })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(roles.name, 'user')))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * POST /api/identidad/personas/{id}/vincular (issue 18 §3): staff link a persona registered
 * at the counter to the applicant's activated account. The persona keeps the data staff
 * recorded; the applicant is e-mailed and sees its enrolments from then on.
 */
export async function linkByStaff(deps: AppDeps, auth: AuthContext, personaId: number, email: string) {
  const persona = await findPersonaById(deps.db, personaId);
  if (!persona) throw notFound(personaMsg.personaNotFound);
  if (persona.user_id !== null) throw new AppError('persona_con_cuenta', 409, identidadMsg.personaHasAccount);
  const account = await applicantByEmail(deps, email);
  if (!account) throw new AppError('not_found', 404, identidadMsg.accountNotFound, { email: [identidadMsg.accountNotFound] });
  if (!account.verified)
    throw new AppError('cuenta_sin_activar', 422, identidadMsg.accountNotVerified, { email: [identidadMsg.accountNotVerified] });
  if (await findPersonaByUser(deps.db, account.id))
    throw new AppError('cuenta_con_persona', 409, identidadMsg.accountHasPersona, { email: [identidadMsg.accountHasPersona] });
  let done;
  try {
    done = await deps.db.transaction(async (tx) => {
      const attached = await attachAccount(tx, auth, personaId, account.id, 'personal');
      // Queued with the link (decision 240): sent by the mail worker after the commit.
      if (attached)
        await enqueueMail(
          tx,
          identityMail({
            faculty: deps.config.facultyName,
            to: account.email,
            name: account.name,
            subject: 'Tus datos ya están en tu cuenta',
            title: 'Datos vinculados a tu cuenta',
            lines: [
              `El personal de la facultad vinculó a tu cuenta los datos personales que cargó en la ventanilla (${persona.apellido}, ${persona.nombre}).`,
              'Desde ahora ves tus inscripciones y tus documentos en el portal. Si algún dato no es correcto, pedí una corrección desde Mi Perfil.',
            ],
            link: `${deps.config.publicUrl}/`,
          }),
        );
      return attached;
    });
  } catch (err) {
    // Another link or the applicant's own wizard got there first (personas_user_unique).
    if ((err as { cause?: { code?: string } })?.cause?.code === '23505' || (err as { code?: string })?.code === '23505') {
      throw new AppError('cuenta_con_persona', 409, identidadMsg.accountHasPersona);
    }
    throw err;
  }
  if (!done) throw new AppError('persona_con_cuenta', 409, identidadMsg.personaHasAccount);
  if (done.discardedKeys.length > 0) {
    const storage = createStorage(deps.config);
    await Promise.all(done.discardedKeys.map((key) => storage.delete(key).catch(() => undefined)));
  }
  return { persona: await personaResponse(deps, auth, done.row), message: identidadMsg.linked };
}
