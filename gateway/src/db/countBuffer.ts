/**
 * Counts gathered in memory per key and written together once a period (a second): a statement per
 * event (a click, a checked result) made every event of a busy key queue on one row's lock, and with
 * PGlite cost a statement in the gateway's own thread. The write must add to the stored counts, so
 * several instances add up. Whoever owns a buffer writes what waits on close (SIGTERM); SIGKILL loses
 * at most the last period's counts.
 */
export class CountBuffer<Count> {
  private waiting = new Map<string, Count>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly periodMs: number,
    /** Adds `added` into `known` (both the same key's counts). */
    private readonly merge: (known: Count, added: Count) => Count,
    /** Writes every key's counts in one go; throws when nothing was written. */
    private readonly write: (counts: Map<string, Count>) => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(key: string, count: Count): void {
    this.keep(key, count);
    this.timer ??= setTimeout(() => void this.flush(), this.periodMs);
  }

  private keep(key: string, count: Count): void {
    const known = this.waiting.get(key);
    this.waiting.set(key, known === undefined ? count : this.merge(known, count));
  }

  /** Writes what waits now (after any write under way); resolves when it is written. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.writeWaiting());
    return this.flushing;
  }

  private async writeWaiting(): Promise<void> {
    if (this.waiting.size === 0) return;
    const counts = this.waiting;
    this.waiting = new Map();
    try {
      await this.write(counts);
    } catch (error) {
      this.onError(error);
      // Written with the next counts (whose add() schedules it) or on close: a database away for a
      // moment loses no count. No timer of its own, so a closed database is not retried forever.
      for (const [key, count] of counts) this.keep(key, count);
    }
  }
}
