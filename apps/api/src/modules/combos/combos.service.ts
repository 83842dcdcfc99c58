import type { DataFormPersonaResponse } from '@ingreso/shared';
import type { AppDeps } from '../../deps.js';
import { readPersonaCombos } from './combos.queries.js';

/**
 * Reference data only changes with a migration, i.e. with a deploy and a restart,
 * so each process reads it once and answers the same serialized JSON afterwards.
 * A failed read is not cached: the next request tries again.
 */
export function createComboCache(deps: AppDeps) {
  let pending: Promise<string> | null = null;
  return {
    personaCombosJson(): Promise<string> {
      pending ??= readPersonaCombos(deps.db).then(
        (combos) => JSON.stringify({ combos } satisfies DataFormPersonaResponse),
        (err: unknown) => {
          pending = null;
          throw err;
        },
      );
      return pending;
    },
  };
}
