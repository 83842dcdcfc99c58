import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, freshPostgresUrl } from '../../../test/db.js';
import { openDatabase, type Database } from '../../db/client.js';
import { loginFailures } from '../../db/schema/index.js';
import * as q from './auth.queries.js';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE } from './auth.service.js';

const rules = { address: ADDRESS_THROTTLE, account: ACCOUNT_THROTTLE };

/**
 * The login's two statements are built once and kept prepared under fixed names (decision
 * 198, 340); they must count, lock, read and write exactly as the unnamed statements did, and keep
 * answering when the server session lost them.
 */
describe.each(databaseKinds)('the login statements on %s', (kind) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let userId: number;

  beforeAll(async () => {
    const fresh = kind === 'postgres' ? await freshPostgresUrl() : undefined;
    drop = fresh?.drop;
    if (fresh) {
      // Migrations hold a lock on one connection while they run on another.
      const migrating = openDatabase({ url: fresh.url });
      await migrating.migrate();
      await migrating.close();
    }
    // One connection: every check meets the server session the statements were prepared on.
    database = openDatabase(fresh ? { url: fresh.url, poolSize: 1 } : {});
    if (!fresh) await database.migrate();
    const user = await q.insertUser(database.db, {
      name: 'Lucía',
      email: 'Lucia.Login@correo.test',
      password_hash: 'x',
      role_id: q.APPLICANT_ROLE_ID,
    });
    userId = user.id;
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  const keys = { address: 'lucia.login@correo.test|10.0.0.1', account: 'lucia.login@correo.test|*' };
  const counts = async () => Object.fromEntries((await database.db.select().from(loginFailures)).map((row) => [row.key, row.failures]));

  const attempt = (email: string, k = keys) => q.reserveLoginAttemptAndFindUser(database.db, k, rules, email);

  it('counts both keys, reads the account by its e-mail in any case and clears the keys with the new session', async () => {
    const first = await attempt('LUCIA.login@correo.test');
    expect(first.byAddress).toEqual({ failures: 1, locked_until: null });
    expect(first.byAccount).toEqual({ failures: 1, locked_until: null });
    expect(first.found?.user.id).toBe(userId);
    expect(first.found?.role.id).toBe(q.APPLICANT_ROLE_ID);
    expect(first.found?.persona).toBeNull();
    const second = await attempt('nadie@correo.test');
    expect(second.byAddress.failures).toBe(2);
    expect(second.byAccount?.failures).toBe(2);
    expect(second.found).toBeNull();
    expect(await counts()).toEqual({ [keys.address]: 2, [keys.account]: 2 });

    const session = await q.clearFailuresAndInsertSession(database.db, keys, {
      user_id: userId,
      token_hash: 'hash-1',
      expires_at: new Date('2027-01-01T00:00:00Z'),
      ip: '10.0.0.1',
      user_agent: null,
    });
    expect(session.id).toBeTypeOf('number');
    expect(await counts()).toEqual({});
    const [row] = (
      await database.db.execute(
        sql`select user_id, ip, user_agent, expires_at = '2027-01-01T00:00:00Z' as exact from sessions where id = ${session.id}`,
      )
    ).rows as Array<Record<string, unknown>>;
    expect(row).toEqual({ user_id: userId, ip: '10.0.0.1', user_agent: null, exact: true });
  });

  it('locks the address past its limit, leaves the account alone from then on and reads no account', async () => {
    let last = await attempt('lucia.login@correo.test');
    for (let i = 1; i <= ADDRESS_THROTTLE.limit; i++) last = await attempt('lucia.login@correo.test');
    expect(last.byAddress.failures).toBe(ADDRESS_THROTTLE.limit + 1);
    expect(last.byAddress.locked_until!.getTime()).toBeGreaterThan(Date.now() + (ADDRESS_THROTTLE.baseLockSeconds - 60) * 1000);
    expect(last.byAccount).toBeNull();
    expect(last.found).toBeNull();
    expect((await counts())[keys.account]).toBe(ADDRESS_THROTTLE.limit);
    await database.db.delete(loginFailures);
  });

  it('reads no account once the account is over its limit, from any address', async () => {
    let last = await attempt('lucia.login@correo.test');
    for (let i = 1; i <= ACCOUNT_THROTTLE.limit; i++) {
      last = await attempt('lucia.login@correo.test', { address: `lucia.login@correo.test|10.0.1.${i}`, account: keys.account });
    }
    expect(last.byAddress.failures).toBe(1);
    expect(last.byAccount?.failures).toBe(ACCOUNT_THROTTLE.limit + 1);
    expect(last.byAccount?.locked_until).toBeInstanceOf(Date);
    expect(last.found).toBeNull();
    await database.db.delete(loginFailures);
  });

  it.skipIf(kind !== 'postgres')(
    'keeps them prepared on the connection, and answers the same after the server session lost them',
    async () => {
      const names = (
        (await database.db.execute(sql`select name from pg_prepared_statements order by name`)).rows as Array<{ name: string }>
      ).map((r) => r.name.replace(/_[0-9a-f]{12}$/, ''));
      expect(names).toEqual(['ingreso_login_attempt', 'ingreso_login_session']);

      await database.db.execute(sql`deallocate all`);
      const again = await attempt(keys.account.split('|')[0]);
      expect(again.byAddress.failures).toBe(1);
      expect(again.found?.user.id).toBe(userId);
      const session = await q.clearFailuresAndInsertSession(database.db, keys, {
        user_id: userId,
        token_hash: 'hash-2',
        expires_at: new Date(),
        ip: '10.0.0.1',
        user_agent: 'prueba',
      });
      expect(session.id).toBeTypeOf('number');
      expect(await counts()).toEqual({});
    },
  );
});
