import { test as base } from '@playwright/test';
import { setServerDataDir } from './outbox';
import { startWorkerServer, type WorkerServer } from './worker-server';

// Specs import `test` and `expect` (and any type) from here instead of '@playwright/test'.
export * from '@playwright/test';

/**
 * The specs' `test`: every worker starts its own API server on its own data folder
 * (support/worker-server.ts) and its pages and API requests go there. Nothing one
 * worker's specs create (users, instancias, inscripciones, e-mails) is seen by the
 * other worker's, so a spec that counts rows counts only those of its own worker,
 * and the workers run in parallel (decision 82). A spec importing `test` from
 * '@playwright/test' gets no `baseURL` and no outbox, and fails at its first step.
 */
export const test = base.extend<object, { workerServer: WorkerServer }>({
  // The second argument is Playwright's `use`, named otherwise for the React hooks lint rule;
  // the first must be a destructuring pattern (Playwright reads the fixtures it needs from it).
  workerServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex, workerInfo.workerIndex);
      setServerDataDir(server.dataDir);
      try {
        await provide(server);
      } finally {
        setServerDataDir(undefined);
        await server.stop();
      }
    },
    // Migrations and the demo seed take a few seconds, more on a busy machine.
    { scope: 'worker', auto: true, timeout: 180_000, title: 'API server of this worker' },
  ],
  baseURL: async ({ workerServer }, provide) => {
    await provide(workerServer.url);
  },
});
