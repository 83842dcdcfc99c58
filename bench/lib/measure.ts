/** Load generation (autocannon) and latency bookkeeping for scripted flows. */
import autocannon from 'autocannon';

export interface LoadFigures {
  requests_per_second: number;
  latency_ms: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  non_2xx: number;
  connections: number;
  duration_s: number;
}

/** `connections` clients hammering one call for `seconds`. */
export async function hammer(
  url: string,
  opts: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; connections: number; seconds: number },
): Promise<LoadFigures> {
  // workers: 1 runs the clients in a worker thread, off the bench's own event loop.
  const r = await autocannon({
    url,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.headers,
    connections: opts.connections,
    duration: opts.seconds,
    workers: 1,
  });
  return {
    requests_per_second: Math.round(r.requests.average),
    latency_ms: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    errors: r.errors + r.timeouts,
    non_2xx: r.non2xx,
    connections: opts.connections,
    duration_s: opts.seconds,
  };
}

/** The middle value (the upper one of an even count): what a handful of repeated runs report. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface CallFigures {
  count: number;
  errors: number;
  latency_ms: { p50: number; p95: number; p99: number; max: number };
}

/**
 * Latencies and failures per named call of a scripted flow (rush, soak), where
 * each virtual user makes different calls in turn.
 */
export class CallLog {
  private samples = new Map<string, number[]>();
  private failures = new Map<string, number>();
  readonly errorSamples: string[] = [];

  /** Times `fn`; a throw or an unexpected status counts as an error of `name`. */
  async time<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await fn();
    } catch (error) {
      this.failures.set(name, (this.failures.get(name) ?? 0) + 1);
      if (this.errorSamples.length < 10) this.errorSamples.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    } finally {
      const list = this.samples.get(name) ?? [];
      list.push(performance.now() - start);
      this.samples.set(name, list);
    }
  }

  count(name: string): number {
    return (this.samples.get(name)?.length ?? 0) - (this.failures.get(name) ?? 0);
  }

  totalErrors(): number {
    let n = 0;
    for (const v of this.failures.values()) n += v;
    return n;
  }

  summary(): Record<string, CallFigures> {
    const out: Record<string, CallFigures> = {};
    for (const [name, list] of this.samples) {
      const sorted = [...list].sort((a, b) => a - b);
      const round = (v: number) => Math.round(v * 10) / 10;
      out[name] = {
        count: list.length,
        errors: this.failures.get(name) ?? 0,
        latency_ms: {
          p50: round(percentile(sorted, 50)),
          p95: round(percentile(sorted, 95)),
          p99: round(percentile(sorted, 99)),
          max: round(sorted[sorted.length - 1] ?? 0),
        },
      };
    }
    return out;
  }
}

/** Runs `task(i)` for i in [0, n) with at most `concurrency` at a time. */
export async function pool(n: number, concurrency: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, concurrency) }, worker));
}

/** Samples `probe` every `everyMs` until stopped; returns the largest value seen. */
export function sampleMax(probe: () => Promise<number>, everyMs = 500) {
  let max = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      max = Math.max(max, await probe().catch(() => 0));
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return max;
    },
  };
}
