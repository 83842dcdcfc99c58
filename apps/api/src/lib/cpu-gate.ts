import os from 'node:os';

/**
 * At most `slots` tasks run at once; the rest wait in arrival order. Password hashing uses it
 * (lib/passwords.ts): argon2 runs on libuv's thread pool, four threads by default, so with two
 * cores four hashes would share two cores and their 19 MiB working sets would share the cache,
 * and the pool's other work (file reads, DNS) would queue behind them (decision 185).
 */
export function cpuGate(slots = os.availableParallelism()) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < slots) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
