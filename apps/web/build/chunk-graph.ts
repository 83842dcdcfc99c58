import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the graph is written, inside the build (never linked from the page). */
export const CHUNK_GRAPH_FILE = '.vite/chunk-graph.json';

/**
 * Writes `dist/.vite/chunk-graph.json`: every JavaScript file of the build with the files it
 * imports statically and the source modules it holds (paths relative to apps/web). The bench
 * reads it to add up what a page downloads before it can paint (the entry, its modulepreloads
 * and the chunks of the screen with their static imports; bench/scenarios/frontend.ts, issue 20).
 * Vite's own manifest names a chunk only by its facade module, which a merged or re-exporting
 * chunk (a feature's index.ts, the signed-in shell) does not have.
 */
export function chunkGraph(): Plugin {
  let root = '';
  return {
    name: 'ingreso-chunk-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          entry: chunk.isEntry,
          imports: chunk.imports,
          modules: chunk.moduleIds
            .filter((id) => !id.includes('/node_modules/') && id.startsWith(root))
            .map((id) => path.relative(root, id)),
        }));
      this.emitFile({ type: 'asset', fileName: CHUNK_GRAPH_FILE, source: `${JSON.stringify(chunks)}\n` });
    },
  };
}
