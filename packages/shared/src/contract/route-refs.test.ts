import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes } from './index.js';
import * as refs from './route-refs.js';
import { routeRefsSource } from './route-refs-source.js';

describe('route-refs.ts (the zod-free references the web calls through)', () => {
  it('is what the declarations write today (npm run contract:refs -w packages/shared)', async () => {
    const current = await readFile(path.join(import.meta.dirname, 'route-refs.ts'), 'utf8');
    expect(current).toBe(await routeRefsSource());
  });

  it('holds every declared route once, with its method and path', () => {
    const all = Object.values(refs).flatMap((group) => Object.values(group));
    expect(all.map((r) => `${r.method} ${r.path} ${r.operationId}`).sort()).toEqual(
      allRoutes.map((d) => `${d.method} ${d.path} ${d.operationId}`).sort(),
    );
  });
});
