/**
 * How often the source check flagged a tool's results, per day × tenant × tool × provider: counts
 * only, never a text. Written at once per checked result (one upsert; the check itself ran in the
 * worker pool), without delaying the answer; a failed write is logged.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sourceCheckDaily } from '../db/schema.ts';
import type { RunState } from '../tools/stage.ts';

export function countSourceCheck(state: RunState, flagged: boolean): void {
  const row = {
    day: new Date().toISOString().slice(0, 10),
    accountId: state.accountId,
    tool: state.tool.id,
    provider: state.provider,
    checked: 1,
    withFindings: flagged ? 1 : 0,
  };
  state.db
    .insert(sourceCheckDaily)
    .values(row)
    .onConflictDoUpdate({
      target: [sourceCheckDaily.day, sourceCheckDaily.accountId, sourceCheckDaily.tool, sourceCheckDaily.provider],
      set: {
        checked: sql`${sourceCheckDaily.checked} + 1`,
        withFindings: sql`${sourceCheckDaily.withFindings} + ${row.withFindings}`,
      },
    })
    .catch((error: unknown) => state.log.error({ err: error }, 'source check not counted'));
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
