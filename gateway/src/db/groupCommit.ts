/**
 * Group commit: writes that arrive while one is being written wait and go together in the next one,
 * so under load many tool runs cost one statement instead of one each. Every tool run writes its
 * history entry; one statement per run cut the throughput of a tool route on PGlite (which runs
 * one statement at a time, in the gateway's own thread) from ~3 600 to under 300 requests a second
 * (docs/architecture.md, "Decisions"). Each caller's promise settles when its
 * own write is done; `settled()` when nothing waits or is being written (for tests and shutdown).
 */
export type GroupWriter<Item, Result> = ((item: Item) => Promise<Result>) & { settled: () => Promise<void> };

export function groupCommit<Item, Result>(
  write: (items: Item[]) => Promise<Result[]>,
  { maxBatch = 500, delayMs = 0 }: { maxBatch?: number; delayMs?: number } = {},
): GroupWriter<Item, Result> {
  type Waiting = { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void };
  const waiting: Waiting[] = [];
  let writing = false;
  let idle: Promise<void> = Promise.resolve();
  let markIdle = () => {};

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      try {
        const results = await write(batch.map(({ item }) => item));
        batch.forEach(({ resolve }, index) => resolve(results[index] as Result));
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    writing = false;
    markIdle();
  }

  const add = (item: Item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (writing) return;
      writing = true;
      idle = new Promise((done) => (markIdle = done));
      // Not at once: writes of the next moments share the batch (at 3 000 runs a second, 25 ms gather 75).
      setTimeout(() => void drain(), delayMs);
    });
  return Object.assign(add, { settled: () => idle });
}

/** One group commit per database (tests open several), made on first use. */
export function perDatabase<Db extends object, Item, Result>(
  make: (db: Db) => GroupWriter<Item, Result>,
): ((db: Db, item: Item) => Promise<Result>) & { settled: (db: Db) => Promise<void> } {
  const writers = new WeakMap<Db, GroupWriter<Item, Result>>();
  const writerOf = (db: Db) => {
    let writer = writers.get(db);
    if (!writer) {
      writer = make(db);
      writers.set(db, writer);
    }
    return writer;
  };
  return Object.assign((db: Db, item: Item) => writerOf(db)(item), { settled: async (db: Db) => writers.get(db)?.settled() });
}
