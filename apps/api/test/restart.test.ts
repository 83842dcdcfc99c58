import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ensureAdmin } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed/demo.js';

const silentLog = { info() {}, warn() {}, error() {} } as never;

async function counts(db: ReturnType<typeof openDatabase>['db']) {
  const r = await db.execute(sql`select
    (select count(*)::int from users) as users,
    (select count(*)::int from instancias) as instancias,
    (select count(*)::int from provincias) as provincias`);
  return (r as unknown as { rows: unknown[] }).rows[0];
}

describe('the embedded database across restarts', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('a second start on the same DATA_DIR keeps every row and creates no second administrator', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingreso-restart-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Primera-clave-1' });
    const dbDir = path.join(dataDir, 'db');

    const first = openDatabase({ dir: dbDir });
    await first.migrate();
    await ensureAdmin(first.db, config, silentLog);
    await seedDemo(first.db);
    await first.db.execute(
      sql`insert into users (name, email, password_hash, role_id) values ('Aspirante', 'aspirante@correo.test', 'x', 2)`,
    );
    const before = await counts(first.db);
    await first.close();

    const second = openDatabase({ dir: dbDir });
    await second.migrate();
    await ensureAdmin(second.db, { ...config, adminPassword: 'Otra-clave-2' }, silentLog);
    await seedDemo(second.db);
    const after = await counts(second.db);
    await second.close();

    expect(after).toEqual(before);
    expect(before).toMatchObject({ users: 2, provincias: 24 });
    // Two on-disk PGlite starts with migrations: allow for a loaded machine.
  }, 120_000);
});
