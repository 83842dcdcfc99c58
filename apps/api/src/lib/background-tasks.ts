import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer (the e-mails of a bulk decision, issue 16), tracked so
 * that closing the app waits for it instead of cutting it off half-way.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished. */
  drain(): Promise<void>;
}

export function backgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const p = task()
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async drain() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
