import type { Change } from './change-feed.js';

/**
 * The open offerings (GET /api/instancias/get_all_bff/) are the same for every
 * applicant and change a few times a day, so the answer is kept as the JSON text
 * sent, for one day (UTC, as the query compares dates). A change to instancias,
 * careers or career types (a trigger notifies every process) drops it, a read that
 * overlapped a change is not kept, and it is re-read after the TTL in any case.
 */
export class OfferingsCache {
  private entry: { day: string; json: string; storedAt: number } | null = null;
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly isLive: () => boolean,
  ) {}

  get(day: string, now: Date): string | null {
    const entry = this.entry;
    if (!entry || !this.isLive() || entry.day !== day || now.getTime() - entry.storedAt > this.ttlMs) return null;
    return entry.json;
  }

  ticket(): number {
    return this.generation;
  }

  store(ticket: number, day: string, json: string, now: Date): void {
    if (ticket !== this.generation || !this.isLive() || this.ttlMs <= 0) return;
    this.entry = { day, json, storedAt: now.getTime() };
  }

  apply(change: Change): void {
    if (change.kind === 'offerings' || change.kind === 'all') this.clear();
  }

  clear(): void {
    this.generation++;
    this.entry = null;
  }
}
