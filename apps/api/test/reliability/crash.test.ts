import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DOCUMENT_NAMES } from '@ingreso/shared';
import { openDatabase, type Database } from '../../src/db/client.js';
import { wizardPayload } from '../fixtures/personas.js';
import { databaseKinds } from '../db.js';
import { signUp, type TestApp } from '../harness.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, clientFor, filesUnder, freshPostgresUrl, spawnServer, type ServerProcess } from './support.js';

/**
 * SIGKILL in the middle of writes, then a restart on the same data.
 *
 * How "in the middle" is made real: a kill at a random instant would mostly land
 * between requests. Instead many writes are started together and the process is
 * killed the moment the first of them is answered, so the others are caught at
 * every stage (body half read, transaction open, object written but row not yet
 * committed, commit done but answer not sent). One more request of each kind is
 * sent slowly, in chunks, and the kill waits until the server is visibly inside
 * it (for the upload: its partial file exists in the staging folder).
 */

const ADMIN = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

/** Rows the wizard payload of the fixtures writes besides the persona, by table. */
const WIZARD_ROWS = {
  estudios_secundarios: 1,
  otros_estudios: 1,
  persona_conocimientos: 2,
  persona_discapacidades: 1,
  situaciones_laborales: 1,
  situaciones_familiares: 3,
  persona_lenguajes: 2,
};

function pdf(size: number): Buffer {
  const body = randomBytes(size);
  body.write('%PDF-1.4\n', 0, 'latin1');
  return body;
}

/** A multipart body: persona_id, then one file part. */
function multipart(personaId: number, field: string, content: Buffer) {
  const boundary = `----ingreso${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="persona_id"\r\n\r\n${personaId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="escaneo.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { contentType: `multipart/form-data; boundary=${boundary}`, head, content, tail };
}

/**
 * Starts a request whose body is written only up to `firstBytes`; the rest never
 * comes (the server is killed meanwhile). Errors of the cut connection are expected.
 */
function startSlowRequest(baseUrl: string, urlPath: string, token: string, contentType: string, body: Buffer, firstBytes: number) {
  const req = http.request(baseUrl + urlPath, {
    method: 'POST',
    headers: { 'content-type': contentType, 'content-length': String(body.length), authorization: `Bearer ${token}` },
  });
  const settled = new Promise<number | 'cut'>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve('cut'));
  });
  req.write(body.subarray(0, firstBytes));
  return settled;
}

async function upload(baseUrl: string, token: string, personaId: number, field: string, content: Buffer) {
  const m = multipart(personaId, field, content);
  const res = await fetch(`${baseUrl}/api/files/store_docs_persona/`, {
    method: 'POST',
    headers: { 'content-type': m.contentType, authorization: `Bearer ${token}` },
    body: Buffer.concat([m.head, m.content, m.tail]),
  });
  await res.arrayBuffer();
  return res.status;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.each(databaseKinds)('a server killed with SIGKILL mid-write, on %s', (kind) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;
  let client: TestApp;
  let admin: string;
  let applicant: { token: string };
  let basePersonaId: number;
  const submittedDnis: string[] = [];
  const acknowledgedPersonas: number[] = [];
  const acknowledgedUploads: Array<{ personaId: number; name: string; size: number }> = [];
  const sentSizes = new Set<number>();
  let stagingBeforeRestart: string[] = [];

  const start = async () => {
    server = await spawnServer({ dataDir, databaseUrl });
    client = clientFor(server, dataDir);
    admin = (await client.call('POST', '/api/login/', { body: ADMIN })).body.token;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ingreso-crash-'));
    if (kind === 'postgres') ({ url: databaseUrl, drop: dropDatabase } = await freshPostgresUrl());
    await start();
    applicant = await signUp(client, { name: 'Aspirante Cortado', email: `cortado.${Date.now()}@correo.test`, password: 'secreta1' });
    const base = wizardPayload();
    submittedDnis.push(base.persona.numero_documento);
    const created = await client.call('POST', '/api/wizard-persona/', { token: admin, body: base });
    expect(created.status).toBe(201);
    basePersonaId = created.body.persona.id;
  }, 60_000);

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('kill during wizard submits: after the restart each persona is whole or absent, and every answered one is kept', async () => {
    const s = server!;
    // The applicant's own submit, half sent.
    const own = wizardPayload();
    submittedDnis.push(own.persona.numero_documento);
    const ownBody = Buffer.from(JSON.stringify(own));
    const slow = startSlowRequest(s.baseUrl, '/api/wizard-persona/', applicant.token, 'application/json', ownBody, ownBody.length >> 1);

    // Forty staff submits at once; the kill comes as soon as the first is answered.
    let answered = 0;
    let firstAnswer!: () => void;
    const first = new Promise<void>((r) => (firstAnswer = r));
    const submits = Array.from({ length: 40 }, () => {
      const payload = wizardPayload();
      submittedDnis.push(payload.persona.numero_documento);
      return fetch(`${s.baseUrl}/api/wizard-persona/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify(payload),
      })
        .then(async (res) => {
          const body = (await res.json()) as { persona?: { id: number } };
          if (res.status === 201 && body.persona) acknowledgedPersonas.push(body.persona.id);
          answered++;
          firstAnswer();
        })
        .catch(() => firstAnswer());
    });
    await first;
    await s.kill('SIGKILL');
    await Promise.all(submits);
    expect(await slow).toBe('cut');
    expect(acknowledgedPersonas.length).toBeGreaterThan(0);
    // The kill caught most of them in flight, which is the point of the test.
    expect(answered).toBeLessThan(40);

    await start();
    for (const id of acknowledgedPersonas) {
      expect((await client.call('GET', `/api/personas/${id}`, { token: admin })).status, `persona ${id}`).toBe(200);
    }
    // The half-sent submit left nothing that would block the applicant: a new submit works.
    const again = await client.call('POST', '/api/wizard-persona/', { token: applicant.token, body: own });
    expect(again.status).toBe(201);
  }, 60_000);

  it('kill during uploads: the restart sweeps the leftovers', async () => {
    const s = server!;
    const baseline = pdf(50_000);
    sentSizes.add(baseline.length);
    expect(await upload(s.baseUrl, admin, basePersonaId, 'dni_frente', baseline)).toBe(200);
    acknowledgedUploads.push({ personaId: basePersonaId, name: 'dni_frente', size: baseline.length });

    // A 1.5 MB scan streamed slowly: the kill waits until its partial file is on disk.
    const staging = path.join(dataDir, 'uploads', '.tmp');
    const scan = multipart(basePersonaId, 'analitico', pdf(1_500_000));
    const scanBody = Buffer.concat([scan.head, scan.content, scan.tail]);
    const slow = startSlowRequest(s.baseUrl, '/api/files/store_docs_persona/', admin, scan.contentType, scanBody, 600_000);
    await waitFor(async () => {
      for (const name of await readdir(staging).catch(() => [] as string[])) {
        if ((await stat(path.join(staging, name)).catch(() => null))?.size) return true;
      }
      return false;
    }, 'the slow upload to reach the staging folder');

    // Many uploads at once, some replacing each other: caught before, during and after their commit.
    const targets = [basePersonaId, ...acknowledgedPersonas];
    let firstAnswer!: () => void;
    const first = new Promise<void>((r) => (firstAnswer = r));
    const uploads = Array.from({ length: 24 }, (_, i) => {
      const personaId = targets[i % targets.length];
      const name = DOCUMENT_NAMES[i % DOCUMENT_NAMES.length];
      const content = pdf(200_000 + i);
      sentSizes.add(content.length);
      return upload(s.baseUrl, admin, personaId, name, content)
        .then((status) => {
          if (status === 200) acknowledgedUploads.push({ personaId, name, size: content.length });
          firstAnswer();
        })
        .catch(() => firstAnswer());
    });
    await first;
    await s.kill('SIGKILL');
    await Promise.all(uploads);
    expect(await slow).toBe('cut');

    stagingBeforeRestart = await readdir(staging);
    expect(stagingBeforeRestart.length).toBeGreaterThan(0);

    await start();
    // The sweep ran before the server listened, removed the partial file and said so.
    expect(server!.output()).toContain('start-up sweep removed leftovers');
    expect(await readdir(staging)).toEqual([]);
    await server!.kill('SIGTERM');
  }, 60_000);

  it('after the restarts: no partial persona, no file row without object, no object without row', async () => {
    const database = openDatabase(databaseUrl ? { url: databaseUrl } : { dir: path.join(dataDir, 'db') });
    try {
      const counts = await rows<Record<string, number> & { id: number; numero_documento: string }>(
        database,
        sql`select p.id, p.numero_documento,
          ${sql.join(
            Object.keys(WIZARD_ROWS).map(
              (table) => sql`(select count(*)::int from ${sql.identifier(table)} t where t.persona_id = p.id) as ${sql.identifier(table)}`,
            ),
            sql`, `,
          )}
          from personas p where p.numero_documento in ${submittedDnis}`,
      );
      // Every persona that exists has all its rows.
      for (const row of counts) {
        const { id, numero_documento: _dni, ...related } = row;
        expect(related, `persona ${id}`).toEqual(WIZARD_ROWS);
      }
      const ids = counts.map((r) => r.id);
      expect(ids).toEqual(expect.arrayContaining([basePersonaId, ...acknowledgedPersonas]));

      const fileRows = await rows<{ persona_id: number; name: string; storage_key: string; size: number }>(
        database,
        sql`select persona_id, name, storage_key, size from files`,
      );
      const uploadsDir = path.join(dataDir, 'uploads');
      const onDisk = (await filesUnder(uploadsDir)).filter((f) => !f.startsWith('.tmp/'));
      expect(onDisk.sort()).toEqual(fileRows.map((f) => f.storage_key).sort());
      for (const f of fileRows) {
        expect((await stat(path.join(uploadsDir, f.storage_key))).size, f.storage_key).toBe(f.size);
        expect(sentSizes.has(f.size), `${f.storage_key} is one of the uploads`).toBe(true);
      }
      // An upload that was answered 200 is there (perhaps replaced by a later one of the same name).
      for (const u of acknowledgedUploads) {
        expect(
          fileRows.some((f) => f.persona_id === u.personaId && f.name === u.name),
          `${u.personaId}/${u.name}`,
        ).toBe(true);
      }
      expect(await filesUnder(path.join(uploadsDir, '.tmp'))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
