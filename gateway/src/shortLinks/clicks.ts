/**
 * Click counts of short links, gathered in memory per slug and written once a second in one
 * statement (db/countBuffer.ts), like the usage counts (usage/count.ts): a write per redirect made
 * every click of a popular link queue on that one row's lock. The write adds (`clicks = clicks + n`),
 * so several instances add up. app.ts writes what waits when the app closes (SIGTERM); SIGKILL
 * loses at most the last second's clicks.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { CountBuffer } from '../db/countBuffer.ts';
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

/** One buffer per database (tests run several gateways in one process), made at its first click. */
const buffers = new WeakMap<Database, CountBuffer<number>>();

/** Counts a click on `slug`; never waits for the database. `onError` hears of a failed write. */
export function countClick(db: Database, slug: string, onError: (error: unknown) => void = () => {}): void {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new CountBuffer<number>(
      CLICK_FLUSH_MS,
      (known, added) => known + added,
      (counts) => addClicks(db, counts),
      onError,
    );
    buffers.set(db, buffer);
  }
  buffer.add(slug, 1);
}

/** Writes the clicks that wait (on close, and before a list shows click counts). */
export async function flushClicks(db: Database): Promise<void> {
  await buffers.get(db)?.flush();
}
