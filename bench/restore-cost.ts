/**
 * `TEST_DATABASE_URL=postgres://... N=20000 KIND=postgres npx tsx bench/restore-cost.ts` (not a
 * scenario of `npm run bench`; docs/performance.md §24.3). How long `npm run restore` takes for
 * a backup of N enrollees (lib/plain-enrollees.ts), made and restored by the portal's own functions on PostgreSQL or PGlite.
 * A restore that grows faster than its rows shows here: before the report refreshes planned
 * their lookups through indexes (migration 0029), PostgreSQL took 3.8 s for 5 000 and 41 s for 20 000.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { freshDatabase, freshPostgresUrl } from '../apps/api/test/db.js';
import { seedPlainEnrollees } from './lib/plain-enrollees.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { createBackup, restoreBackup } from '../apps/api/src/maintenance/backup.js';
import { createLocalDiskStorage } from '../apps/api/src/storage/local-disk.js';

const N = Number(process.env.N ?? 20000);
const KIND = (process.env.KIND ?? 'postgres') as 'postgres' | 'pglite';
const src = await freshDatabase(KIND);
await seedPlainEnrollees(src.db, N);
const dir = await mkdtemp(path.join(os.tmpdir(), 'restore-cost-'));
const storage = createLocalDiskStorage(path.join(dir, 'up'));
let t = performance.now();
await createBackup({ database: src, storage, output: path.join(dir, 'b.tar.gz') });
console.log('backup', ((performance.now() - t) / 1000).toFixed(1), 's');
const target = KIND === 'pglite' ? null : await freshPostgresUrl('restore_cost');
const dst = target ? openDatabase({ url: target.url, poolSize: 2 }) : openDatabase({});
t = performance.now();
await restoreBackup({ database: dst, storage: createLocalDiskStorage(path.join(dir, 'up2')), input: path.join(dir, 'b.tar.gz') });
console.log('restore', N, ((performance.now() - t) / 1000).toFixed(1), 's');
await src.close();
await dst.close();
await target?.drop();
await rm(dir, { recursive: true, force: true });
process.exit(0);
