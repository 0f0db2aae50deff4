/**
 * Per rule, how often it changed or flagged a tool's result and how staff decided on its changes in
 * the redact diff (accepted, rejected) — counts only, never the text, as the Guardian measures its
 * style guide. A rule most of whose changes are rejected is one its editors should look at.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { styleRules, styleRuleStats } from '../db/schema.ts';

type Counter = 'fired' | 'accepted' | 'rejected';

/** Adds to the counters; `byRule` maps a rule id to the amount per counter. */
async function add(db: Database, byRule: Map<number, Partial<Record<Counter, number>>>): Promise<void> {
  const values = [...byRule].map(([ruleId, counts]) => ({
    ruleId,
    fired: counts.fired ?? 0,
    accepted: counts.accepted ?? 0,
    rejected: counts.rejected ?? 0,
  }));
  if (values.length === 0) return;
  await db
    .insert(styleRuleStats)
    .values(values)
    .onConflictDoUpdate({
      target: styleRuleStats.ruleId,
      set: {
        fired: sql`${styleRuleStats.fired} + excluded.fired`,
        accepted: sql`${styleRuleStats.accepted} + excluded.accepted`,
        rejected: sql`${styleRuleStats.rejected} + excluded.rejected`,
      },
    });
}

/** One count per change or hint a rule made (ids of rules the run loaded from the caller's tenant). */
export async function countFired(db: Database, ruleIds: readonly string[]): Promise<void> {
  const byRule = new Map<number, Partial<Record<Counter, number>>>();
  for (const id of ruleIds) {
    const counts = byRule.get(Number(id)) ?? {};
    counts.fired = (counts.fired ?? 0) + 1;
    byRule.set(Number(id), counts);
  }
  await add(db, byRule);
}

/**
 * The redact page's accept and reject clicks. Only rules of the caller's tenant count; an id of
 * another tenant's rule, or of a deleted one, is left out silently (the page may hold an old result).
 */
export async function countDecisions(
  db: Database,
  accountId: number,
  decisions: readonly { ruleId: string; accepted: boolean }[],
): Promise<void> {
  const ids = [...new Set(decisions.map(({ ruleId }) => Number(ruleId)))];
  const own = await db
    .select({ id: styleRules.id })
    .from(styleRules)
    .where(and(eq(styleRules.accountId, accountId), inArray(styleRules.id, ids)));
  const owned = new Set(own.map(({ id }) => id));
  const byRule = new Map<number, Partial<Record<Counter, number>>>();
  for (const { ruleId, accepted } of decisions) {
    const id = Number(ruleId);
    if (!owned.has(id)) continue;
    const counts = byRule.get(id) ?? {};
    const counter: Counter = accepted ? 'accepted' : 'rejected';
    counts[counter] = (counts[counter] ?? 0) + 1;
    byRule.set(id, counts);
  }
  await add(db, byRule);
}
