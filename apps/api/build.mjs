// Builds the server once into apps/api/dist/server.js (decision 300): one ES module with the
// portal's own code, @ingreso/shared and most npm packages. Running it with
// plain `node` skips the TypeScript loader (tsx) at run time, which costs start-up time and
// memory (it compiles every file on each start and keeps its caches and source maps).
//
//   node apps/api/build.mjs            build when a source is newer than the bundle
//   node apps/api/build.mjs --force    build anyway
//
// scripts/start.mjs calls `ensureApiBuild()`, so `npm start` needs no extra command.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const apiRoot = import.meta.dirname;
const repoRoot = path.resolve(apiRoot, '../..');
export const API_BUNDLE = path.join(apiRoot, 'dist/server.js');
/**
 * Node flags of every server process (decision 186). V8's young generation grows to 2 × 16 MB
 * by default and keeps that memory after a burst; 2 MB halves cost a few more quick young-
 * generation collections and save 20–30 MB of resident memory at idle. A heap-size flag only
 * works on the command line, so `npm start` passes it in package.json's `start` script (a test
 * checks that the two agree), scripts/cluster.mjs and the bench's servers pass this list.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
/** Left as imports of node_modules (see buildApi). */
const EXTERNAL = ['@electric-sql/pglite', '@electric-sql/pglite/*', '@node-rs/argon2', '@fastify/swagger-ui', 'pg-native'];

/** What the bundle is made of: a change in any of these makes it stale. */
const SOURCES = [
  path.join(apiRoot, 'src'),
  path.join(repoRoot, 'packages/shared/src'),
  path.join(apiRoot, 'build.mjs'),
  path.join(apiRoot, 'package.json'),
  // An `npm install` that changes a bundled package.
  path.join(repoRoot, 'package-lock.json'),
];

function newestChange(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

/** True when the bundle is missing or older than a source file (a `git pull`, an edit). */
export function apiBuildIsStale() {
  if (!existsSync(API_BUNDLE)) return true;
  const built = statSync(API_BUNDLE).mtimeMs;
  return SOURCES.some((source) => existsSync(source) && newestChange(source) > built);
}

/**
 * Source files use `import.meta.dirname` to find files next to them (the migrations, the web
 * build). In one bundle every module shares the bundle's folder, so each use is rewritten to
 * the source file's own folder, relative to the bundle (the checkout can move).
 */
const keepSourceDirname = (bundleDir) => ({
  name: 'keep-source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const relative = path.relative(bundleDir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: text.replaceAll('import.meta.dirname', `__ingresoJoin(import.meta.dirname, ${JSON.stringify(relative)})`),
        loader: 'ts',
      };
    });
  },
});

/**
 * Bundles `entry` (the server by default; the bench bundles its own server process the same
 * way, so that what it measures is what `npm start` runs) into `outfile`.
 */
export async function buildApi({ entry = path.join(apiRoot, 'src/server.ts'), outfile = API_BUNDLE } = {}) {
  const esbuild = await import('esbuild');
  const started = performance.now();
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // npm packages are bundled too: resolving and reading some 900 files of node_modules one by
    // one was a fifth of the start-up's CPU. Left outside: packages that read files next to
    // themselves (PGlite its WASM, Swagger UI its assets), a native addon, and pg's optional
    // native driver; packages loaded on first use (lib/lazy-module.ts) stay outside by themselves.
    external: EXTERNAL,
    alias: { '@ingreso/shared': path.join(repoRoot, 'packages/shared/src/index.ts') },
    // Bundled CommonJS packages call `require` for Node's own modules; an ES module has none.
    banner: {
      js: "import { join as __ingresoJoin } from 'node:path'; import { createRequire as __ingresoRequire } from 'node:module'; const require = __ingresoRequire(import.meta.url);",
    },
    plugins: [keepSourceDirname(path.dirname(outfile))],
    sourcemap: 'linked',
    // Stack traces point at the TypeScript sources with `node --enable-source-maps` (start.mjs sets it).
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return Math.round(performance.now() - started);
}

/** Builds the server when stale; returns true when it built. */
export async function ensureApiBuild({ force = false, log = console.log } = {}) {
  if (!force && !apiBuildIsStale()) return false;
  log('Construyendo el servidor (solo cuando cambia el código)...');
  const ms = await buildApi();
  log(`Servidor construido en ${ms} ms.`);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureApiBuild({ force: process.argv.includes('--force') });
}
