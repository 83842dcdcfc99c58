/**
 * Enrolment rush (issue 8): N distinct applicants, each logging in, reading the open
 * offerings and enrolling, 50 at a time. Logins per second are set against the
 * password-hash limit measured here (argon2id at the portal's cost, one hash per core),
 * with the p99 of each call and the error count (target 0).
 */
import os from 'node:os';
import { hash } from '@node-rs/argon2';
import { normalizePassword } from '@ingreso/shared';
import { hashPassword } from '../../apps/api/src/lib/passwords.js';
import { log, QUICK, ratio, type Scenario } from '../lib/context.js';
import { createPostgresDatabase, databaseKinds, postgresServerUrl, type DatabaseKind } from '../lib/databases.js';
import { call, login } from '../lib/client.js';
import { cpuPerOperation, cpuSnapshot } from '../lib/cpu.js';
import { CallLog, pool } from '../lib/measure.js';
import { seedReadyApplicants } from '../lib/seed.js';
import { startApp } from '../lib/server.js';

const APPLICANTS = QUICK ? 60 : 400;
const CONCURRENCY = 50;
const PASSWORD = 'Bench-password-1';

/** Hashes per second with one hash in flight per core: the ceiling for logins per second. */
export async function hashLimit(seconds = QUICK ? 2 : 4) {
  const cores = os.availableParallelism();
  let done = 0;
  const until = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: cores }, async () => {
      while (performance.now() < until) {
        await hashPassword('bench-password');
        done++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return { hashes_per_second: Math.round(done / elapsed), cores, ms_per_hash_per_core: +((elapsed * 1000 * cores) / done).toFixed(1) };
}

/**
 * The hash limit on both sides of a run. On a shared machine the limit moves within seconds
 * (303/s, then 222/s ten seconds later, in §17 of docs/performance.md): the mean of the two
 * readings is the estimate for the run itself, and the two ends say how far to trust it.
 */
async function aroundHashLimit<T>(scenario: string, run: () => Promise<T>) {
  const before = await hashLimit();
  log(scenario, `hash limit ${before.hashes_per_second}/s`);
  const result = await run();
  const after = await hashLimit();
  log(scenario, `hash limit ${after.hashes_per_second}/s`);
  const mean = Math.round((before.hashes_per_second + after.hashes_per_second) / 2);
  const ratios = (loginsPerSecond: number) => ({
    hash_limit_per_second: mean,
    logins_vs_hash_limit: ratio(loginsPerSecond, mean),
    // Against each end alone: how much of the ratio is the limit's own drift.
    logins_vs_hash_limit_range: [
      ratio(loginsPerSecond, Math.max(before.hashes_per_second, after.hashes_per_second)),
      ratio(loginsPerSecond, Math.min(before.hashes_per_second, after.hashes_per_second)),
    ],
  });
  return { result, limit: { before, after, mean_hashes_per_second: mean }, ratios };
}

interface Offerings {
  data: Array<{ instancias: Array<{ id: number; carrera_id: number }> }>;
}

async function measure(kind: DatabaseKind) {
  const pgDb = kind === 'postgres' ? await createPostgresDatabase(postgresServerUrl() as string) : null;
  const server = await startApp({ databaseUrl: pgDb?.url });
  try {
    const emails = await seedReadyApplicants(server, APPLICANTS, PASSWORD);
    log('rush', `${kind}: ${APPLICANTS} applicants, ${CONCURRENCY} at a time`);
    const calls = new CallLog();
    const cpuBefore = await cpuSnapshot(server.pid);
    const start = performance.now();
    await pool(emails.length, CONCURRENCY, async (i) => {
      try {
        const session = await calls.time('login', () => login(server.base, emails[i], PASSWORD));
        const offerings = await calls.time('get_all_bff', () =>
          call<Offerings>(server.base, 'GET', '/api/instancias/get_all_bff/', { token: session.token }),
        );
        // Any open instancia whose career is fixed (carrera 1 would ask the applicant to choose one).
        const target = offerings.data.flatMap((t) => t.instancias).find((inst) => inst.carrera_id !== 1);
        if (!target || !session.persona) throw new Error('no open instancia or no persona');
        await calls.time('enrol', () =>
          call(server.base, 'POST', '/api/inscriptos/', {
            token: session.token,
            body: { persona_id: session.persona?.id, instancia_id: target.id },
            expect: 201,
          }),
        );
      } catch {
        // Counted by CallLog; the rush goes on so every applicant is tried.
      }
    });
    const seconds = (performance.now() - start) / 1000;
    const cpu = cpuPerOperation(cpuBefore, await cpuSnapshot(server.pid), emails.length);
    const logins = calls.count('login');
    const enrolments = calls.count('enrol');
    return {
      kind,
      applicants: APPLICANTS,
      concurrency: CONCURRENCY,
      seconds: +seconds.toFixed(1),
      logins_per_second: +(logins / seconds).toFixed(1),
      enrolments_per_second: +(enrolments / seconds).toFixed(1),
      errors: calls.totalErrors(),
      error_samples: calls.errorSamples,
      calls: calls.summary(),
      server_memory_mb: await server.memory(),
      // CPU per applicant (login, offerings and enrolment) by part, as in the login-only rush.
      cpu_per_applicant: cpu,
    };
  } finally {
    await server.close();
    await pgDb?.drop();
  }
}

/**
 * The same password hashed at argon2id's smallest cost (64 KiB, one pass). The server reads the
 * cost from the stored hash, so logging in with it runs the whole login, statements, HTTP and
 * the comparison's hand-off included, with a hash of microseconds: the rest of the login alone,
 * without the portal's hash competing for the cores and their caches (§24 of docs/performance.md).
 */
const lightHash = (password: string) => hash(normalizePassword(password), { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 });

/**
 * The login-only rush (issue 20, goal 4): the same applicants, 50 at a time, only logging in.
 * With nothing else to do, logins per second should approach the hash limit (target 0.8 of
 * it, measured in the same run); what stays between them is the rest of the login's work.
 * With `light`, the applicants' hashes are lightHash's: what that rest costs on its own.
 */
async function measureLogins(kind: DatabaseKind, light = false) {
  const pgDb = kind === 'postgres' ? await createPostgresDatabase(postgresServerUrl() as string) : null;
  const server = await startApp({ databaseUrl: pgDb?.url });
  try {
    const emails = await seedReadyApplicants(server, APPLICANTS, PASSWORD, light ? await lightHash(PASSWORD) : undefined);
    // One login first: whatever warms up once (prepared statements, the JIT) is not the rush.
    await login(server.base, emails[0], PASSWORD);
    log('logins', `${kind}: ${APPLICANTS} applicants log in, ${CONCURRENCY} at a time`);
    const calls = new CallLog();
    const cpuBefore = await cpuSnapshot(server.pid);
    const start = performance.now();
    await pool(emails.length, CONCURRENCY, async (i) => {
      await calls.time('login', () => login(server.base, emails[i], PASSWORD)).catch(() => undefined);
    });
    const seconds = (performance.now() - start) / 1000;
    const cpu = cpuPerOperation(cpuBefore, await cpuSnapshot(server.pid), emails.length);
    const logins = calls.count('login');
    return {
      kind,
      applicants: APPLICANTS,
      concurrency: CONCURRENCY,
      seconds: +seconds.toFixed(2),
      logins_per_second: +(logins / seconds).toFixed(1),
      errors: calls.totalErrors(),
      error_samples: calls.errorSamples,
      calls: calls.summary(),
      server_memory_mb: await server.memory(),
      // A hash costs ms_per_hash_per_core of the limit; the rest of each login is what keeps
      // logins per second under the limit (the server's JavaScript, PostgreSQL, the load generator).
      cpu_per_login: cpu,
    };
  } finally {
    await server.close();
    await pgDb?.drop();
  }
}

export const loginRush: Scenario = {
  name: 'logins',
  describe: 'login-only rush: distinct applicants log in, 50 at a time, vs the password-hash limit measured right before and right after',
  async run() {
    const runs = [];
    const limits = [];
    for (const kind of databaseKinds()) {
      const { result: run, limit, ratios } = await aroundHashLimit('logins', () => measureLogins(kind));
      limits.push({ kind, ...limit });
      const against = ratios(run.logins_per_second);
      log('logins', `${kind}: the same logins with a light hash (the rest of the login alone)`);
      const alone = await measureLogins(kind, true);
      runs.push({
        ...run,
        ...against,
        target: '>= 0.8',
        met: run.logins_per_second >= 0.8 * against.hash_limit_per_second && run.errors === 0,
        // The rest of the login with the portal's hash beside it (cpu_per_login above) against on
        // its own: how much sharing two cores and their caches with argon2 makes it cost.
        rest_of_login_alone: {
          logins_per_second: alone.logins_per_second,
          errors: alone.errors,
          cpu_per_login: alone.cpu_per_login,
        },
      });
    }
    return { password_hash_limits: limits, runs };
  },
};

export const rush: Scenario = {
  name: 'rush',
  describe: 'enrolment rush: distinct applicants log in, read the offerings and enrol, vs the password-hash limit',
  async run() {
    const runs = [];
    const limits = [];
    for (const kind of databaseKinds()) {
      // Measured on both sides of each database's run, as in the login-only rush (decision 331).
      const { result: run, limit, ratios } = await aroundHashLimit('rush', () => measure(kind));
      limits.push({ kind, ...limit });
      runs.push({ ...run, ...ratios(run.logins_per_second) });
    }
    return { password_hash_limits: limits, runs };
  },
};
