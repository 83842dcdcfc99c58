import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { roles, users } from './db/schema/index.js';
import { hashPassword } from './lib/passwords.js';
import { findUserByEmail } from './modules/auth/auth.queries.js';

export const ADMIN_ROLE_ID = 1;

/**
 * Creates the first administrator when no staff account exists. Without
 * ADMIN_PASSWORD a strong one is generated and printed once: it is never stored
 * in clear anywhere.
 */
export async function ensureAdmin(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(eq(roles.name, 'admin'))
    .limit(1);
  if (staff.length) return;
  if (await findUserByEmail(db, config.adminEmail)) {
    log.warn({ email: config.adminEmail }, 'ADMIN_EMAIL belongs to an applicant account; no administrator was created');
    return;
  }
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    name: 'Administrador',
    email: config.adminEmail,
    password_hash: await hashPassword(password),
    role_id: ADMIN_ROLE_ID,
    email_verified_at: new Date(),
  });
  if (config.adminPassword) {
    log.info({ email: config.adminEmail }, 'administrator created with ADMIN_PASSWORD');
  } else {
    // Printed on stdout, once, so the person starting the portal can sign in.
    console.log(
      `\n  Administrador creado: ${config.adminEmail}\n  Contraseña generada: ${password}\n  (guárdela: no se vuelve a mostrar)\n`,
    );
  }
}
