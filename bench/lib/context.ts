/** What every scenario gets: run mode, sizes, and the shared result shape. */
import os from 'node:os';

/** BENCH_QUICK=1: small sizes and short runs, for development on a busy machine. */
export const QUICK = process.env.BENCH_QUICK === '1';

/** Seconds of each autocannon run. */
export const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 3 : 8));

export function machine() {
  return {
    cores: os.availableParallelism(),
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    load_average_at_start: os.loadavg().map((v) => +v.toFixed(2)),
  };
}

export interface Scenario {
  /** Key in bench/results.json and the name `--only` selects. */
  name: string;
  describe: string;
  run(): Promise<unknown>;
}

export function ratio(value: number, limit: number): number {
  return limit > 0 ? +(value / limit).toFixed(3) : 0;
}

export function log(scenario: string, text: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${scenario}: ${text}`);
}
