// How far a long request has got (an import: reading, checking, saving n of m), for the client
// that started it to ask while it waits. Keyed by the caller and an id the client chose, so
// nobody reads another member's progress. Kept in this process's memory for a few minutes: a
// progress is a courtesy for the screen, not a record, and a server that did not run the
// request (another instance, a restart) simply answers that it knows nothing of it.

const KEEP_MS = 10 * 60_000;
// A bound on what callers can make us hold.
const MAX_ENTRIES = 10_000;

export interface Progress<Stage extends string> {
  stage: Stage;
  done: number;
  total: number;
}

export class TaskProgress<Stage extends string> {
  private readonly entries = new Map<string, Progress<Stage> & { until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  // A reporter for one task; a task without an id reports nowhere.
  reporter(owner: number, id: string | undefined): (progress: Progress<Stage>) => void {
    if (id === undefined) return () => {};
    const key = `${owner}:${id}`;
    return (progress) => {
      this.sweep();
      if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) return;
      this.entries.set(key, { ...progress, until: this.now() + KEEP_MS });
    };
  }

  get(owner: number, id: string): Progress<Stage> | null {
    const entry = this.entries.get(`${owner}:${id}`);
    if (!entry || entry.until < this.now()) return null;
    return { stage: entry.stage, done: entry.done, total: entry.total };
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.until < now) this.entries.delete(key);
  }
}
