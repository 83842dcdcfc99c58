import type { Change } from './change-feed.js';

/** What the cache needs of a session row: who owns it and when it stops being valid. */
export interface CachedSessionShape {
  user_id: number;
  expires_at: Date;
  last_used_at: Date;
}

interface Entry<S> {
  session: S;
  storedAt: number;
}

/** A ticket taken before reading the database; a read that overlapped a change is not kept. */
export type FillTicket = number;

/**
 * Active sessions by token hash, so an authenticated request does not need the
 * database. An entry is only ever a shortcut to the answer the database would give:
 * - a change to the user's sessions, account or persona (a database trigger notifies
 *   every process) drops all of that user's entries;
 * - a read that started before such a change is not stored (the generation moved);
 * - expiry and the idle limit are checked on every hit against the stored times, and
 *   an entry that looks idle is re-read, since another process may have used it since;
 * - an entry older than the TTL is re-read, in case a notification was lost;
 * - nothing is served while the change feed is not live.
 */
export class SessionCache<S extends CachedSessionShape> {
  private readonly entries = new Map<string, Entry<S>>();
  private readonly byUser = new Map<number, Set<string>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly isLive: () => boolean,
    /** Past this many entries the oldest go first (a Map iterates in insertion order). */
    private readonly maxEntries = 50_000,
  ) {}

  /** The session for this token hash if it is still valid at `now`, without the database. */
  get(tokenHash: string, now: Date, idleSince: Date): S | null {
    if (!this.isLive()) return null;
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    const { session } = entry;
    if (now.getTime() - entry.storedAt > this.ttlMs || session.expires_at <= now || session.last_used_at <= idleSince) {
      this.delete(tokenHash);
      return null;
    }
    return session;
  }

  ticket(): FillTicket {
    return this.generation;
  }

  /** Keeps a session read from the database, unless a change arrived since `ticket`. */
  store(ticket: FillTicket, tokenHash: string, session: S, now: Date): void {
    if (ticket !== this.generation || !this.isLive() || this.ttlMs <= 0) return;
    this.delete(tokenHash);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest);
    }
    this.entries.set(tokenHash, { session, storedAt: now.getTime() });
    let hashes = this.byUser.get(session.user_id);
    if (!hashes) {
      hashes = new Set();
      this.byUser.set(session.user_id, hashes);
    }
    hashes.add(tokenHash);
  }

  /** This process wrote a new last-use time; the triggers do not announce those. */
  touched(tokenHash: string, at: Date): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.session.last_used_at = at;
  }

  apply(change: Change): void {
    this.generation++;
    if (change.kind === 'all') this.clear();
    if (change.kind !== 'user') return;
    for (const hash of this.byUser.get(change.userId) ?? []) this.entries.delete(hash);
    this.byUser.delete(change.userId);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const hashes = this.byUser.get(entry.session.user_id);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(entry.session.user_id);
  }
}
