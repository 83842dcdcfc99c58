/**
 * Where the CPU of a run went, from /proc (Linux): the server's JavaScript thread and its other threads, PostgreSQL's
 * processes and the bench's own process. CPU time, unlike wall time, does not count the wait
 * for a core, so it says what each part costs even on a machine shared with other work.
 */
import { readdir, readFile } from 'node:fs/promises';

const TICK_MS = 10; // USER_HZ is 100 on Linux.

/** utime + stime of a /proc stat line, in ms (fields 14 and 15; the name may hold spaces). */
function cpuMsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function threadsOf(pid: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const tid of await readdir(`/proc/${pid}/task`).catch(() => [] as string[])) {
    const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    // Node names none of its threads: the first is JavaScript's, the others are libuv's pool
    // (where argon2 hashes passwords) and V8's helpers (garbage collection, compilers).
    const kind = tid === String(pid) ? 'javascript' : 'other_threads';
    out[kind] = (out[kind] ?? 0) + cpuMsOf(stat);
  }
  return out;
}

/** CPU ms of every process named `name` (PostgreSQL's backends are all `postgres`). */
async function processesNamed(name: string): Promise<number> {
  let ms = 0;
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (stat.includes(`(${name})`)) ms += cpuMsOf(stat);
  }
  return ms;
}

export interface CpuSnapshot {
  server: Record<string, number>;
  postgres: number;
  bench: number;
}

export async function cpuSnapshot(serverPid: number): Promise<CpuSnapshot> {
  const own = process.cpuUsage();
  return { server: await threadsOf(serverPid), postgres: await processesNamed('postgres'), bench: (own.user + own.system) / 1000 };
}

/**
 * CPU ms per operation between two snapshots, by part. A PostgreSQL backend that ended between
 * the snapshots is not counted (the bench keeps its connections open during a run).
 */
export function cpuPerOperation(before: CpuSnapshot, after: CpuSnapshot, operations: number) {
  const per = (ms: number) => +(ms / Math.max(1, operations)).toFixed(2);
  const server: Record<string, number> = {};
  for (const kind of new Set([...Object.keys(before.server), ...Object.keys(after.server)])) {
    server[kind] = per((after.server[kind] ?? 0) - (before.server[kind] ?? 0));
  }
  return { server_ms: server, postgres_ms: per(after.postgres - before.postgres), load_generator_ms: per(after.bench - before.bench) };
}
