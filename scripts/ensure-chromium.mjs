// The browser suite drives Debian's Chromium (no browser download is possible here).
// Installs it when missing and we are root; otherwise says how.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Falta ${CHROMIUM}: instálelo con "sudo apt-get install -y chromium" y vuelva a ejecutar las pruebas.`);
    process.exit(1);
  }
  console.log('Instalando Chromium de Debian para las pruebas de navegador...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium', 'fonts-liberation'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
