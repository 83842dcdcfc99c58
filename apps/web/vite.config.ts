import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkGraph } from './build/chunk-graph';
import { chunking } from './build/chunks';
import { precompress } from './build/precompress';

const chunks = chunking();

export default defineConfig({
  // No React plugin: esbuild compiles the JSX as tsconfig's "react-jsx" says, to the runtime
  // aliased below, and React's Fast Refresh would not work on Preact (decision 350).
  plugins: [chunks.plugin, chunkGraph(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React's API, rendered by Preact (decision 350): react-dom alone was 65 of the login
      // page's 153 KB of gzip. Exact names only, so `react-router` and the like stay themselves.
      { find: /^react$/, replacement: fileURLToPath(new URL('./src/renderer/react.js', import.meta.url)) },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    ],
  },
  server: {
    // The API runs on its own port in development; in production it serves this build itself.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  // The Excel worker loads exceljs with a dynamic import: only ES-module workers can split code.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we support has <link rel=modulepreload>; the polyfill would only add weight.
    modulePreload: { polyfill: false },
    // The login screen must stay light: see build/chunks.ts (decision 71).
    rollupOptions: { output: { manualChunks: chunks.manualChunks } },
  },
});
