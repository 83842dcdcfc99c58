/** Resident memory of processes the bench started (Chromium's renderers), read from /proc. */
import { readdir, readFile } from 'node:fs/promises';

async function descendants(root: number): Promise<number[]> {
  const parents = new Map<number, number>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    // Field 4 is the parent pid; the command name (field 2) may hold spaces, so split after its ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) parents.set(Number(name), ppid);
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

/**
 * Total RSS in MB of this process's descendants whose command line contains `marker`
 * (e.g. '--type=renderer': the page and its workers, which live in the renderer process).
 */
export async function descendantsRssMb(marker: string): Promise<number> {
  let kb = 0;
  for (const pid of await descendants(process.pid)) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!cmdline.includes(marker)) continue;
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}

/** Resident memory now and at its peak (VmHWM) of each descendant whose command line contains `marker`. */
export async function descendantsMemory(marker: string): Promise<Array<{ pid: number; rss_mb: number; peak_rss_mb: number }>> {
  const out = [];
  for (const pid of await descendants(process.pid)) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!cmdline.includes(marker)) continue;
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
    out.push({ pid, rss_mb: mb('VmRSS'), peak_rss_mb: mb('VmHWM') });
  }
  return out;
}
