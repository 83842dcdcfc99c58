import { test as base } from '@playwright/test';
import { setServerDataDir } from './outbox';
import { startOidcProvider, type TestAccount, type TestOidcProvider } from '../../../api/test/oidc-provider';
import { startWorkerServer, workerPort, type WorkerServer } from './worker-server';

/**
 * A spec that sets `test.use({ oidcAccounts: {...} })` gets its worker's server with staff
 * single sign-on configured against a real OpenID Connect provider (the `oidc-provider`
 * package, apps/api/test/oidc-provider.ts) started for the worker, whose accounts sign in
 * by login name. Playwright gives such a spec workers of their own.
 */
export interface OidcSetup {
  accounts: Record<string, TestAccount>;
  allowedDomain: string;
}

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
export const test = base.extend<object, { workerServer: WorkerServer; oidcSetup: OidcSetup | null; oidcProvider: TestOidcProvider | null }>(
  {
    oidcSetup: [null, { scope: 'worker', option: true }],
    oidcProvider: [
      async ({ oidcSetup }, provide, workerInfo) => {
        if (!oidcSetup) return provide(null);
        const origin = `http://127.0.0.1:${workerPort(workerInfo.parallelIndex)}`;
        const provider = await startOidcProvider({ redirectUris: [`${origin}/api/sso/callback`], accounts: oidcSetup.accounts });
        try {
          await provide(provider);
        } finally {
          await provider.stop();
        }
      },
      { scope: 'worker', title: 'OpenID Connect provider of this worker' },
    ],
    // The second argument is Playwright's `use`, named otherwise for the React hooks lint rule;
    // the first must be a destructuring pattern (Playwright reads the fixtures it needs from it).
    workerServer: [
      async ({ oidcSetup, oidcProvider }, provide, workerInfo) => {
        // With single sign-on, the public URL is the origin the browser uses: the provider sends it back there.
        const env =
          oidcSetup && oidcProvider
            ? { ...oidcProvider.env(oidcSetup.allowedDomain), PUBLIC_URL: `http://127.0.0.1:${workerPort(workerInfo.parallelIndex)}` }
            : {};
        const server = await startWorkerServer(workerInfo.parallelIndex, workerInfo.workerIndex, env);
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
  },
);
