/**
 * How often the personal-data step acted, per day × tenant × tool × policy × outcome: runs and the
 * number of items replaced or found — never an item. One upsert per run that had personal data,
 * without delaying the answer; a failed write is logged.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { PersonalDataOutcome, PersonalDataPolicy } from 'portal-contract/ai-policy';
import type { Database } from '../db/client.ts';
import { personalDataDaily } from '../db/schema.ts';
import type { RunState } from '../tools/stage.ts';

export function countPersonalData(state: RunState, policy: PersonalDataPolicy, outcome: PersonalDataOutcome, items: number): void {
  const row = {
    day: new Date().toISOString().slice(0, 10),
    accountId: state.accountId,
    tool: state.tool.id,
    policy,
    outcome,
    runs: 1,
    items,
  };
  state.db
    .insert(personalDataDaily)
    .values(row)
    .onConflictDoUpdate({
      target: [
        personalDataDaily.day,
        personalDataDaily.accountId,
        personalDataDaily.tool,
        personalDataDaily.policy,
        personalDataDaily.outcome,
      ],
      set: { runs: sql`${personalDataDaily.runs} + 1`, items: sql`${personalDataDaily.items} + ${items}` },
    })
    .catch((error: unknown) => state.log.error({ err: error }, 'personal data not counted'));
}

/** Per policy and outcome since `from` (a day): runs and items. */
export async function personalDataFigures(db: Database, accountId: number, from: string) {
  const rows = await db
    .select({
      policy: personalDataDaily.policy,
      outcome: personalDataDaily.outcome,
      runs: sql<string>`sum(${personalDataDaily.runs})`,
      items: sql<string>`sum(${personalDataDaily.items})`,
    })
    .from(personalDataDaily)
    .where(and(eq(personalDataDaily.accountId, accountId), gte(personalDataDaily.day, from)))
    .groupBy(personalDataDaily.policy, personalDataDaily.outcome)
    .orderBy(personalDataDaily.policy, personalDataDaily.outcome);
  return rows.map((row) => ({
    policy: row.policy as PersonalDataPolicy,
    outcome: row.outcome as PersonalDataOutcome,
    runs: Number(row.runs),
    items: Number(row.items),
  }));
}
