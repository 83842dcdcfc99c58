import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

/** The channel the database's triggers notify (migration 0006) and every process listens on. */
export const CHANGE_CHANNEL = 'ingreso_cache';

/**
 * A change the triggers announce: the sessions, account or persona of one user; the
 * open offerings (instancias, careers, career types); or everything (a role edited,
 * a table truncated by a restore).
 */
export type Change = { kind: 'user'; userId: number } | { kind: 'offerings' } | { kind: 'all' };

export function parseChange(payload: string): Change | null {
  if (payload === 'offerings') return { kind: 'offerings' };
  if (payload === 'all') return { kind: 'all' };
  const user = /^user:(\d+)$/.exec(payload);
  return user ? { kind: 'user', userId: Number(user[1]) } : null;
}

/**
 * How long a marker, once sent, may take to come back. Past it the listening connection
 * is taken for dead (it can die without an error: a firewall or NAT dropping an idle
 * connection leaves it half-open), the caches go off and it listens again. Generous,
 * because a busy but healthy database must not make the caches flap; it only delays
 * the first write after a silent death, once.
 */
export const SYNC_TIMEOUT_MS = 5_000;
/** Every this often a marker is sent even if nothing is written, to notice a dead listener. */
export const HEARTBEAT_MS = 10_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * This process's view of the database's change notifications, for its caches. While it
 * is not `live` (before the first LISTEN, or after the listening connection dropped and
 * until it is back) the caches must not serve anything: a change could have been missed.
 * Each (re)connection empties them, through `onReset`.
 */
export class ChangeFeed {
  live = false;
  private stop: (() => Promise<void>) | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private retryMs = 500;
  /** Counts the listening connections opened, so a late verdict on an old one changes nothing. */
  private connection = 0;
  private readonly changeListeners: Array<(change: Change) => void> = [];
  private readonly resetListeners: Array<() => void> = [];
  /** Marks of this process (random per process) still waiting to come back from the database. */
  private readonly marker = `sync:${randomBytes(6).toString('hex')}:`;
  private nextMark = 0;
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  onChange(listener: (change: Change) => void): void {
    this.changeListeners.push(listener);
  }

  onReset(listener: () => void): void {
    this.resetListeners.push(listener);
  }

  /** Starts listening; a failure is logged and retried, the caches stay off meanwhile. */
  async start(): Promise<void> {
    await this.connect();
    if (this.database.kind === 'postgres' && !this.closed) {
      this.heartbeat = setInterval(() => void this.sync(), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    try {
      this.stop = await this.database.listen(CHANGE_CHANNEL, {
        notify: (payload) => this.receive(payload),
        lost: (err) => this.lose(err),
      });
      if (this.closed) {
        await this.stop();
        return;
      }
      this.retryMs = 500;
      this.connection++;
      // Whatever changed while nobody listened is unknown: start from empty caches.
      this.reset();
      this.live = true;
    } catch (err) {
      this.lose(err as Error);
    }
  }

  private lose(err: Error): void {
    this.live = false;
    this.stop = null;
    this.reset();
    this.releaseWaiting();
    if (this.closed) return;
    this.log.warn({ err: err.message }, 'cachés apagados: se perdió la escucha de cambios de la base; se reintenta');
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }

  /** The listening connection in use when a marker was sent gave no sign of life: drop it and listen again. */
  private abandon(connection: number): void {
    if (!this.live || connection !== this.connection) {
      // Already lost (and perhaps back) since: only the caches are in doubt.
      this.reset();
      return;
    }
    const stop = this.stop;
    this.lose(new Error(`un aviso propio no volvió en ${SYNC_TIMEOUT_MS} ms`));
    void stop?.();
  }

  private receive(payload: string): void {
    if (payload.startsWith('sync:')) {
      this.waiting.get(payload)?.();
      return;
    }
    const change = parseChange(payload);
    if (!change) return;
    for (const listener of this.changeListeners) listener(change);
  }

  private reset(): void {
    for (const listener of this.resetListeners) listener();
  }

  private releaseWaiting(): void {
    for (const release of this.waiting.values()) release();
    this.waiting.clear();
  }

  /**
   * Resolves once this process has received every notification committed before the
   * call. PostgreSQL delivers notifications in commit order, so when a marker sent now
   * comes back, every earlier change has been applied to the caches. A write's answer
   * waits for this, so the same process never serves what the write replaced. If the
   * marker does not come back in time, the listening connection is taken for dead: the
   * caches go off until a new one listens.
   */
  async sync(): Promise<void> {
    if (!this.live || this.database.kind === 'pglite') return;
    const connection = this.connection;
    const mark = `${this.marker}${this.nextMark++}`;
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<boolean>((resolve) => this.waiting.set(mark, () => resolve(true)));
    try {
      await this.database.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${mark})`);
      // Timed from the send: waiting for a pooled connection says nothing about the listener.
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
      });
      if (!(await Promise.race([back, late]))) this.abandon(connection);
    } catch {
      // The notification could not be sent: nothing is known about what arrived.
      this.reset();
    } finally {
      clearTimeout(timer);
      this.waiting.delete(mark);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.releaseWaiting();
    await this.stop?.();
    this.stop = null;
  }
}
