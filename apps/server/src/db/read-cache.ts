import { deepFreeze } from '../lib/frozen.js';

// Answers read from the database, kept while the database has not changed since they were
// read (Database.changeCounter). A hit is exactly what a fresh read would give: any write,
// by this process or (on a shared SQLite file) another, makes every entry stale at once.
// Where the database has no cheap counter (PostgreSQL, where other server processes write)
// nothing is kept and every read goes to the database.
//
// Kept values are shared by every caller, so they are frozen through (lib/frozen.ts); callers
// copy before changing. That also lets an answer built from one be serialised once.
// Only time-independent data belongs here: checks against the clock (expiry) run on every
// call, on the kept row.

export const READ_CACHE_SIZE = 20_000;

interface Entry {
  version: number;
  value: unknown;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly changeCounter: (() => number | null) | null,
    private readonly size = READ_CACHE_SIZE,
  ) {}

  get enabled(): boolean {
    return this.changeCounter !== null;
  }

  // The kept value of `key` if the database is unchanged since it was read, else `load()`'s,
  // kept unless it is undefined (misses are not kept: unknown keys cannot crowd out known ones).
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    // Read before loading: a write that lands during the load leaves the entry stale.
    const version = this.changeCounter?.() ?? null;
    if (version === null) return load();
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      if (kept.version === version) return kept.value as T;
      this.entries.delete(key);
    }
    const value = await load();
    if (value !== undefined) {
      if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { version, value: deepFreeze(value) });
    }
    return value;
  }

  keptEntries(): number {
    return this.entries.size;
  }
}
