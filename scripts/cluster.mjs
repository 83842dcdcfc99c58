// `node scripts/cluster.mjs`: K API processes on one PostgreSQL database behind a
// minimal round-robin HTTP proxy on one port. It is how the bench measures "several
// processes behind one address" on one machine, and a small stand-in for nginx
// (docs/deploy.md). Everything else is the API's own configuration (DATABASE_URL,
// REDIS_URL, S3_*, ...), passed to each process unchanged.
//
//   CLUSTER_WORKERS    number of API processes (default 2)
//   PORT, HOST         where the proxy listens (default 3000, 127.0.0.1)
//   CLUSTER_BASE_PORT  first port of the processes, which listen on 127.0.0.1 on
//                      consecutive ports; unset: free ports chosen at start
//
// The first process starts alone (it applies migrations and creates the first
// administrator); the others start once it answers /api/health, so no two processes
// ever migrate at the same time. A process that dies is started again.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
// Built once when its code changed, as `npm start` does (decision 300): no TypeScript loader per process.
const {
  ensureApiBuild,
  API_BUNDLE: serverEntry,
  SERVER_NODE_FLAGS,
} = await import(pathToFileURL(path.join(root, 'apps/api/build.mjs')).href);
await ensureApiBuild();
const env = process.env;

const workerCount = Number(env.CLUSTER_WORKERS ?? 2);
const proxyPort = Number(env.PORT ?? 3000);
const proxyHost = env.HOST ?? '127.0.0.1';
if (!Number.isInteger(workerCount) || workerCount < 1 || workerCount > 64) fail('CLUSTER_WORKERS debe ser un entero entre 1 y 64.');
if (!Number.isInteger(proxyPort) || proxyPort < 0 || proxyPort > 65535) fail('PORT debe ser un puerto válido.');
// PGlite is one process's database: several processes need PostgreSQL.
if (!env.DATABASE_URL) fail('Varios procesos necesitan PostgreSQL: defina DATABASE_URL (PGlite admite un solo proceso).');
if (!env.REDIS_URL) {
  console.warn(
    `Aviso: sin REDIS_URL cada proceso cuenta sus propios pedidos: el límite por dirección es ${workerCount} × AUTH_RATE_LIMIT.`,
  );
}
if (!env.S3_ENDPOINT)
  console.warn('Aviso: sin S3_ENDPOINT/S3_BUCKET los documentos quedan en DATA_DIR/uploads de esta máquina (sirve para una sola máquina).');

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** A loopback port free right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const basePort = env.CLUSTER_BASE_PORT ? Number(env.CLUSTER_BASE_PORT) : undefined;
const workers = [];
for (let i = 0; i < workerCount; i++) {
  workers.push({ id: i + 1, port: basePort ? basePort + i : await freePort(), child: null, ready: false });
}

let stopping = false;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function healthy(port) {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health', timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
}

/** Starts one process and resolves when it answers /api/health (or rejects if it exits first). */
function startWorker(w) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', serverEntry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      NODE_ENV: 'production',
      // Links in e-mails point at the proxy, not at a process's private port.
      PUBLIC_URL: `http://localhost:${proxyPort}`,
      ...env,
      PORT: String(w.port),
      HOST: '127.0.0.1',
      // The proxy below sets X-Forwarded-For to the client's address.
      TRUST_PROXY: '1',
    },
  });
  w.child = child;
  w.ready = false;
  let exited = false;
  child.on('exit', (code, signal) => {
    exited = true;
    w.ready = false;
    if (stopping) return;
    console.error(`Proceso ${w.id} (puerto ${w.port}) terminó (${signal ?? code}); se reinicia en 1 s.`);
    setTimeout(() => {
      if (!stopping) startWorker(w).catch((err) => console.error(err.message));
    }, 1000);
  });
  return (async () => {
    for (let waited = 0; waited < 180_000; waited += 250) {
      if (exited) throw new Error(`El proceso ${w.id} terminó al arrancar.`);
      if (await healthy(w.port)) {
        w.ready = true;
        return;
      }
      await sleep(250);
    }
    throw new Error(`El proceso ${w.id} no respondió /api/health en 3 minutos.`);
  })();
}

// ---------------------------------------------------------------- the proxy

// Per-connection headers are not forwarded (RFC 9110 §7.6.1); the agent keeps its own connections alive.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
];
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
let turn = 0;

function nextWorker() {
  for (let i = 0; i < workers.length; i++) {
    const w = workers[turn++ % workers.length];
    if (w.ready) return w;
  }
  return null;
}

/** The API's error body (errorBodySchema in packages/shared/src/contract/common.ts), for the proxy's own failures. */
function sendError(res, status, message) {
  const body = JSON.stringify({ message, error: [{ message }], errors: {} });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const proxy = http.createServer((req, res) => {
  const w = nextWorker();
  if (!w) return sendError(res, 503, 'El servicio no está disponible en este momento. Por favor, intente de nuevo en unos minutos.');
  const headers = { ...req.headers };
  for (const h of HOP_BY_HOP) delete headers[h];
  // Replaced, not appended: the API trusts this header (TRUST_PROXY=1), so a client must not choose its own address.
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  const upstream = http.request({ host: '127.0.0.1', port: w.port, method: req.method, path: req.url, headers, agent }, (up) => {
    const out = { ...up.headers };
    for (const h of HOP_BY_HOP) delete out[h];
    out['x-cluster-worker'] = String(w.id);
    res.writeHead(up.statusCode ?? 502, out);
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent)
      sendError(res, 502, 'El servicio no está disponible en este momento. Por favor, intente de nuevo en unos minutos.');
    else res.destroy();
  });
  // A client that goes away mid-request: stop the work upstream too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
});

async function shutdown(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: cerrando el proxy y los ${workers.length} procesos...`);
  proxy.close();
  agent.destroy();
  const exits = workers
    .filter((w) => w.child && w.child.exitCode === null && w.child.signalCode === null)
    .map(
      (w) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => w.child.kill('SIGKILL'), 10_000);
          w.child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          w.child.kill('SIGTERM');
        }),
    );
  await Promise.all(exits);
  process.exit(exitCode);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await startWorker(workers[0]);
  await Promise.all(workers.slice(1).map(startWorker));
} catch (err) {
  console.error(err.message);
  await shutdown('error', 1);
}
proxy.listen(proxyPort, proxyHost, () => {
  const { port } = proxy.address();
  console.log(`\n  Ingreso (${workers.length} procesos: ${workers.map((w) => w.port).join(', ')}) listo en http://${proxyHost}:${port}\n`);
});
