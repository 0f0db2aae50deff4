/**
 * Click counts of short links, gathered in memory per slug and written once a second in one
 * statement, like the usage counts (usage/count.ts): a write per redirect made every click of a
 * popular link queue on that one row's lock, and with PGlite cost a statement in the gateway's own
 * thread. The write adds (`clicks = clicks + n`), so several instances add up. app.ts writes what
 * waits when the app closes (SIGTERM); SIGKILL loses at most the last second's clicks.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { shortLinks } from '../db/schema.ts';

/** How long clicks gather before they are written. */
export const CLICK_FLUSH_MS = 1000;

/**
 * One statement for any number of slugs. The rows are locked in slug order first: two instances
 * writing overlapping slugs in different orders (another plan for another batch size) would deadlock.
 * A slug deleted meanwhile matches no row, and its clicks go with it.
 */
function addClicks(db: Database, counts: Map<string, number>): Promise<unknown> {
  const slugs = [...counts.keys()].sort();
  const added = slugs.map((slug) => counts.get(slug) ?? 0);
  return db.execute(sql`
    with counted as (select * from unnest(${sql.param(slugs)}::text[], ${sql.param(added)}::bigint[]) as c(slug, n)),
    locked as (
      select ${shortLinks.slug} from ${shortLinks} join counted using (slug)
      order by ${shortLinks.slug} for update of ${shortLinks}
    )
    update ${shortLinks} set clicks = ${shortLinks.clicks} + counted.n
    from counted join locked using (slug)
    where ${shortLinks.slug} = counted.slug`);
}

class ClickBuffer {
  private waiting = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(slug: string): void {
    this.waiting.set(slug, (this.waiting.get(slug) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush(), CLICK_FLUSH_MS);
  }

  /** Writes what waits now (after any write under way); resolves when it is written. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    if (this.waiting.size === 0) return;
    const counts = this.waiting;
    this.waiting = new Map();
    try {
      await addClicks(this.db, counts);
    } catch (error) {
      this.onError(error);
      // Written with the next clicks (whose add() schedules it) or on close: a database away for
      // a moment loses no count. No timer of its own, so a closed database is not retried forever.
      for (const [slug, n] of counts) this.waiting.set(slug, (this.waiting.get(slug) ?? 0) + n);
    }
  }
}

const buffers = new WeakMap<Database, ClickBuffer>();

/** Counts a click on `slug`; never waits for the database. `onError` hears of a failed write. */
export function countClick(db: Database, slug: string, onError: (error: unknown) => void = () => {}): void {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new ClickBuffer(db, onError);
    buffers.set(db, buffer);
  }
  buffer.add(slug);
}

/** Writes the clicks that wait (on close, and before a list shows click counts). */
export async function flushClicks(db: Database): Promise<void> {
  await buffers.get(db)?.flush();
}
