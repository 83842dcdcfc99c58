/**
 * Writes the text of `route-refs.ts`: per resource file of the contract, one
 * zod-free reference (operationId, method, path) per declared route, typed by
 * its declaration through a type-only import. `npm run contract:refs -w packages/shared`
 * writes the file; `route-refs.test.ts` fails when it is stale.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteDeclaration } from './route.js';

const contractDir = import.meta.dirname;
/** Files of the contract folder that declare no routes. */
const NOT_RESOURCES = new Set([
  'access',
  'common',
  'examples',
  'index',
  'route',
  'route-path',
  'route-refs',
  'route-refs-source',
  'route-refs.test',
]);

const camel = (file: string) => file.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const isDeclaration = (value: unknown): value is RouteDeclaration =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value && 'path' in value;

export async function routeRefsSource(): Promise<string> {
  const files = (await readdir(contractDir))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.slice(0, -3))
    .filter((f) => !NOT_RESOURCES.has(f))
    .sort();
  const imports: string[] = [];
  const blocks: string[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(contractDir, `${file}.ts`)).href)) as Record<string, unknown>;
    const declared = Object.entries(module)
      .filter((entry): entry is [string, RouteDeclaration] => isDeclaration(entry[1]))
      .sort(([a], [b]) => a.localeCompare(b));
    if (declared.length === 0) continue;
    const ns = camel(file);
    imports.push(`import type * as ${ns} from './${file}.js';`);
    const lines = declared.map(
      ([name, d]) =>
        `  ${name}: { operationId: '${d.operationId}', method: '${d.method}', path: '${d.path}' } as RouteRef<typeof ${ns}.${name}>,`,
    );
    blocks.push(`export const ${ns}Refs = {\n${lines.join('\n')}\n} as const;`);
  }
  return [
    '// Written by `npm run contract:refs -w packages/shared` from the declarations; do not edit.',
    '// route-refs.test.ts fails when a declaration changes and this file does not.',
    "import type { RouteRef } from './route-path.js';",
    ...imports,
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}
