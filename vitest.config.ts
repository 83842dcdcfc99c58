import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: two files at a time keeps PGlite instances and PostgreSQL databases responsive.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file already starts its own server on its own database; what a fresh module graph
          // per file added was the import of the whole API again, 65 times (decision 173).
          isolate: false,
        },
      },
      // The load generator's own parts (bench/lib): what they measure with must itself be right.
      { test: { name: 'bench', root: 'bench', include: ['lib/**/*.test.ts'] } },
      // The web app's unit tests (translations, pure helpers): plain Node, no browser.
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
