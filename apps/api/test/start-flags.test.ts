import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './reliability/support.js';

/**
 * A heap flag only works on Node's command line, so `npm start` carries the server's Node
 * flags in package.json while scripts/cluster.mjs and the bench read them from build.mjs
 * (decision 186). This keeps the two lists the same.
 */
describe('the Node flags of the server', () => {
  it("are the same in package.json's start script and in SERVER_NODE_FLAGS", async () => {
    const build = (await import(path.join(repoRoot, 'apps/api/build.mjs'))) as { SERVER_NODE_FLAGS: string[] };
    const pkg = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
    const words = pkg.scripts.start.split(/\s+/);
    expect(words[0]).toBe('node');
    expect(words.at(-1)).toBe('scripts/start.mjs');
    expect(words.slice(1, -1)).toEqual(build.SERVER_NODE_FLAGS);
    expect(build.SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
  });
});
