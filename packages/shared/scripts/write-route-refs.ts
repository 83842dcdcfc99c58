// Writes src/contract/route-refs.ts from the declarations (see route-refs-source.ts there).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { routeRefsSource } from '../src/contract/route-refs-source.js';

await writeFile(path.join(import.meta.dirname, '../src/contract/route-refs.ts'), await routeRefsSource());
