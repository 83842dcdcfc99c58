/**
 * Read hot path (issue 8): GET /api/instancias/get_all_bff/ and POST /api/userinfo/
 * at 100 connections, each against a bare Fastify route answering the same JSON from
 * memory on the same machine, measured side by side in this run. Also the server's
 * resident memory idle and at its peak under this load.
 * Target: at least half of the limit's requests per second, p99 under 50 ms.
 * Each database is measured with the server's read caches on (its default) and off,
 * each against a limit measured right before it.
 */
import { hashPassword } from '../../apps/api/src/lib/passwords.js';
import { LOAD_SECONDS, log, ratio, type Scenario } from '../lib/context.js';
import { createPostgresDatabase, databaseKinds, postgresServerUrl, type DatabaseKind } from '../lib/databases.js';
import { hammer, type LoadFigures } from '../lib/measure.js';
import { call, login } from '../lib/client.js';
import { startApp, startLimit } from '../lib/server.js';

const CONNECTIONS = 100;

function verdict(app: LoadFigures, limit: LoadFigures) {
  const r = ratio(app.requests_per_second, limit.requests_per_second);
  return {
    ratio_vs_limit: r,
    target: '>= 0.5 of the limit and p99 < 50 ms',
    met: r >= 0.5 && app.latency_ms.p99 < 50 && app.errors + app.non_2xx === 0,
  };
}

/** Both calls with the server's read caches on (its default) or off (CACHE_TTL_SECONDS=0, decision 77). */
async function measure(kind: DatabaseKind, caches: 'on' | 'off') {
  const pgDb = kind === 'postgres' ? await createPostgresDatabase(postgresServerUrl() as string) : null;
  const server = await startApp({ databaseUrl: pgDb?.url, cacheTtlSeconds: caches === 'on' ? undefined : 0 });
  try {
    const idle = await server.memory();
    const password = 'Bench-password-1';
    await server.sql(`insert into users (name, email, password_hash, role_id, email_verified_at)
      values ('Bench', 'hot@bench.test', '${await hashPassword(password)}', 2, now())`);
    const { token } = await login(server.base, 'hot@bench.test', password);
    const headers = { authorization: `Bearer ${token}` };
    // The limit answers exactly what the portal answers, so both move the same bytes.
    const offerings = await call(server.base, 'GET', '/api/instancias/get_all_bff/', { token });
    const userinfo = await call(server.base, 'POST', '/api/userinfo/', { token, expect: 200 });
    const limit = await startLimit({ 'GET /api/instancias/get_all_bff/': offerings, 'POST /api/userinfo/': userinfo });
    let limitOfferings: LoadFigures;
    let limitUserinfo: LoadFigures;
    try {
      log('hotpath', `${kind}, caches ${caches}: limit`);
      limitOfferings = await hammer(`${limit.base}/api/instancias/get_all_bff/`, {
        headers,
        connections: CONNECTIONS,
        seconds: LOAD_SECONDS,
      });
      limitUserinfo = await hammer(`${limit.base}/api/userinfo/`, {
        method: 'POST',
        headers,
        connections: CONNECTIONS,
        seconds: LOAD_SECONDS,
      });
    } finally {
      await limit.close();
    }
    log('hotpath', `${kind}, caches ${caches}: portal`);
    const appOfferings = await hammer(`${server.base}/api/instancias/get_all_bff/`, {
      headers,
      connections: CONNECTIONS,
      seconds: LOAD_SECONDS,
    });
    const appUserinfo = await hammer(`${server.base}/api/userinfo/`, {
      method: 'POST',
      headers,
      connections: CONNECTIONS,
      seconds: LOAD_SECONDS,
    });
    const loaded = await server.memory();
    return {
      kind,
      caches,
      get_all_bff: { portal: appOfferings, limit: limitOfferings, ...verdict(appOfferings, limitOfferings) },
      userinfo: { portal: appUserinfo, limit: limitUserinfo, ...verdict(appUserinfo, limitUserinfo) },
      server_memory_mb: { idle_rss: idle.rss_mb, peak_rss: loaded.peak_rss_mb },
    };
  } finally {
    await server.close();
    await pgDb?.drop();
  }
}

export const hotpath: Scenario = {
  name: 'hotpath',
  describe: 'get_all_bff and userinfo at 100 connections vs a bare Fastify limit',
  async run() {
    const out = [];
    for (const kind of databaseKinds()) {
      out.push(await measure(kind, 'on'));
      out.push(await measure(kind, 'off'));
    }
    return out;
  },
};
