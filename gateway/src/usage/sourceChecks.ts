/**
 * How often the source check flagged a tool's results, per day × tenant × tool × provider: counts
 * only, never a text. Gathered in memory and written once a second (db/countBuffer.ts), without
 * delaying the answer; a failed write is logged and tried again with the next counts.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { CountBuffer } from '../db/countBuffer.ts';
import { sourceCheckDaily } from '../db/schema.ts';
import type { RunState } from '../tools/stage.ts';

/** How long counts gather before they are written. */
export const SOURCE_CHECK_FLUSH_MS = 1000;

type Counted = { day: string; accountId: number; tool: string; provider: string; checked: number; withFindings: number };

/** One statement for every day × tenant × tool × provider that waits; it adds to the stored counts. */
function addCounts(db: Database, counts: Map<string, Counted>): Promise<unknown> {
  return db
    .insert(sourceCheckDaily)
    .values([...counts.values()])
    .onConflictDoUpdate({
      target: [sourceCheckDaily.day, sourceCheckDaily.accountId, sourceCheckDaily.tool, sourceCheckDaily.provider],
      set: {
        checked: sql`${sourceCheckDaily.checked} + excluded.checked`,
        withFindings: sql`${sourceCheckDaily.withFindings} + excluded.with_findings`,
      },
    });
}

const sum = (known: Counted, added: Counted): Counted => ({
  ...known,
  checked: known.checked + added.checked,
  withFindings: known.withFindings + added.withFindings,
});

/** One buffer per database (tests run several gateways in one process), made at its first count. */
const buffers = new WeakMap<Database, CountBuffer<Counted>>();

export function countSourceCheck(state: RunState, flagged: boolean): void {
  const counted: Counted = {
    day: new Date().toISOString().slice(0, 10),
    accountId: state.accountId,
    tool: state.tool.id,
    provider: state.provider,
    checked: 1,
    withFindings: flagged ? 1 : 0,
  };
  let buffer = buffers.get(state.db);
  if (!buffer) {
    const { db } = state;
    // The gateway's logger, not this request's: a later write carries other requests' counts.
    const log = state.request.server.log;
    buffer = new CountBuffer(
      SOURCE_CHECK_FLUSH_MS,
      sum,
      (counts) => addCounts(db, counts),
      (error: unknown) => log.error({ err: error }, 'source checks not counted'),
    );
    buffers.set(state.db, buffer);
  }
  buffer.add(JSON.stringify([counted.day, counted.accountId, counted.tool, counted.provider]), counted);
}

/** Writes the counts that wait (on close, and before a report reads them). */
export async function flushSourceChecks(db: Database): Promise<void> {
  await buffers.get(db)?.flush();
}

/** Per tool and provider in [from, to]: results checked and results with findings. */
export async function sourceCheckFigures(db: Database, accountId: number, from: string, to: string) {
  const rows = await db
    .select({
      tool: sourceCheckDaily.tool,
      provider: sourceCheckDaily.provider,
      checked: sql<string>`sum(${sourceCheckDaily.checked})`,
      withFindings: sql<string>`sum(${sourceCheckDaily.withFindings})`,
    })
    .from(sourceCheckDaily)
    .where(and(eq(sourceCheckDaily.accountId, accountId), gte(sourceCheckDaily.day, from), lte(sourceCheckDaily.day, to)))
    .groupBy(sourceCheckDaily.tool, sourceCheckDaily.provider)
    .orderBy(sourceCheckDaily.tool, sourceCheckDaily.provider);
  return rows.map((row) => ({
    tool: row.tool,
    provider: row.provider,
    checked: Number(row.checked),
    withFindings: Number(row.withFindings),
  }));
}
