import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@ingreso/shared';
import { startTestApp, type TestApp } from '../harness.js';

/**
 * The OpenAPI document at /api/docs/json is generated from the contract's declarations
 * (issue 13): it must be valid and lint-clean, describe every declared operation with its
 * input and answers, and be enough for an integrator to generate a typed client.
 */
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: any;

  beforeAll(async () => {
    t = await startTestApp('pglite');
    const res = await t.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(async () => t?.close());

  it('is OpenAPI 3.1 and passes the recommended lint rules with no error or warning', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    // A route whose success is a redirect (302, the single sign-on) has no 2XX answer by design.
    const redirects = new Set(
      allRoutes.filter((d) => 302 in d.responses).map((d) => `#/paths/${d.path.replaceAll('/', '~1')}/${d.method.toLowerCase()}/responses`),
    );
    const found = problems
      .filter((p) => !(p.ruleId === 'operation-2xx-response' && redirects.has(p.location?.[0]?.pointer ?? '')))
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? ''}`);
    expect(found).toEqual([]);
  });

  it('describes every declared route with its operationId, parameters, body and answers', () => {
    const missing: string[] = [];
    for (const d of allRoutes) {
      const openapiPath = d.path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
      const op = doc.paths?.[openapiPath]?.[d.method.toLowerCase()];
      if (!op) {
        missing.push(`${d.method} ${d.path}: falta`);
        continue;
      }
      if (op.operationId !== d.operationId) missing.push(`${d.operationId}: operationId ${op.operationId}`);
      for (const status of Object.keys(d.responses)) if (!op.responses?.[status]) missing.push(`${d.operationId}: sin respuesta ${status}`);
      const pathParams = [...d.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);
      for (const name of pathParams) {
        if (!op.parameters?.some((p: any) => p.in === 'path' && p.name === name)) missing.push(`${d.operationId}: sin parámetro ${name}`);
      }
      if (d.body && !op.requestBody) missing.push(`${d.operationId}: sin cuerpo`);
      if (d.query && !op.parameters?.some((p: any) => p.in === 'query')) missing.push(`${d.operationId}: sin parámetros de consulta`);
    }
    expect(missing).toEqual([]);
  });

  it('generates a TypeScript client that type-checks a right call and rejects a wrong one', async () => {
    const types = astToString(await openapiTS(doc));
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ingreso-openapi-'));
    try {
      await writeFile(path.join(dir, 'api.d.ts'), types);
      const client = (createCall: string) => `
        import type { paths } from './api';
        type Create = paths['/api/carreras']['post'];
        type Body = NonNullable<Create['requestBody']>['content']['application/json'];
        type Created = Create['responses'][201]['content']['application/json'];
        export async function createCarrera(base: string, token: string, body: Body): Promise<Created> {
          const res = await fetch(base + '/api/carreras', { method: 'POST', headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
          return (await res.json()) as Created;
        }
        export async function use(base: string, token: string): Promise<number> {
          const created = await createCarrera(base, token, ${createCall});
          return created.data.carrera.materias_count;
        }`;
      const check = async (createCall: string) => {
        await writeFile(path.join(dir, 'client.ts'), client(createCall));
        const program = ts.createProgram([path.join(dir, 'client.ts')], {
          strict: true,
          noEmit: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
          types: [],
        });
        return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      };
      expect(await check(`{ descripcion: 'Ingeniería Química', tipo_carrera_id: 1 }`)).toEqual([]);
      const wrong = await check(`{ descripcion: 42 }`);
      expect(wrong.length).toBeGreaterThan(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
