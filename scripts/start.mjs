// `npm start`: build the SPA when it is not built yet, build the server when its code changed
// since the last build, then run the server (which migrates, creates the first administrator,
// seeds demo data and listens).
//
// The server runs from its built JavaScript (apps/api/dist/server.js, decision 300), in this
// same process: no TypeScript loader at run time and no second Node process, which saves
// start-up time and memory. INGRESO_FROM_SOURCE=1 runs the TypeScript through tsx instead, as
// before (the bench compares both).
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!existsSync(webIndex)) {
  console.log('Construyendo la interfaz web (solo la primera vez)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= 'production';

if (process.env.INGRESO_FROM_SOURCE === '1') {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  const { ensureApiBuild, API_BUNDLE } = await import(pathToFileURL(path.join(root, 'apps/api/build.mjs')).href);
  await ensureApiBuild();
  // Errors point at the TypeScript files (the bundle has a source map next to it).
  process.setSourceMapsEnabled(true);
  process.chdir(root);
  await import(pathToFileURL(API_BUNDLE).href);
}
