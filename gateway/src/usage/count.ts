/**
 * Usage per day × tenant × user × tool: runs by outcome, characters in and out, duration, tokens
 * where a provider reports them. Counts only — never a text. A failed count is logged by the caller
 * and never fails the run it counts.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { usageDaily } from '../db/schema.ts';

export type RunOutcome = 'done' | 'stopped' | 'failed' | 'refused';

export type CountedRun = {
  accountId: number;
  uid: string;
  tool: string;
  outcome: RunOutcome;
  charsIn: number;
  charsOut: number;
  durationMs: number;
  tokens?: number;
  costMicroEuro?: number;
  at?: Date;
};

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export async function countRun(db: Database, run: CountedRun): Promise<void> {
  const values = {
    day: dayOf(run.at ?? new Date()),
    accountId: run.accountId,
    uid: run.uid,
    tool: run.tool,
    runs: 1,
    done: run.outcome === 'done' ? 1 : 0,
    stopped: run.outcome === 'stopped' ? 1 : 0,
    failed: run.outcome === 'failed' ? 1 : 0,
    refused: run.outcome === 'refused' ? 1 : 0,
    charsIn: run.charsIn,
    charsOut: run.charsOut,
    tokens: run.tokens ?? 0,
    costMicroEuro: Math.round(run.costMicroEuro ?? 0),
    durationMs: Math.round(run.durationMs),
  };
  const add = (column: keyof typeof values) =>
    sql.raw(`"usage_daily"."${usageDaily[column].name}" + excluded."${usageDaily[column].name}"`);
  await db
    .insert(usageDaily)
    .values(values)
    .onConflictDoUpdate({
      target: [usageDaily.day, usageDaily.accountId, usageDaily.uid, usageDaily.tool],
      set: {
        runs: add('runs'),
        done: add('done'),
        stopped: add('stopped'),
        failed: add('failed'),
        refused: add('refused'),
        charsIn: add('charsIn'),
        charsOut: add('charsOut'),
        tokens: add('tokens'),
        costMicroEuro: add('costMicroEuro'),
        durationMs: add('durationMs'),
      },
    });
}

/** The calendar month (UTC) of `now`: its first day and the first day of the next. */
export function monthOf(now: Date): { month: string; from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { month: dayOf(from).slice(0, 7), from: dayOf(from), to: dayOf(to) };
}

/** Characters in and out of the tenant's runs this month. */
export async function charsThisMonth(db: Database, accountId: number, now = new Date()): Promise<number> {
  const { from, to } = monthOf(now);
  const [row] = await db
    .select({ chars: sql<string>`coalesce(sum(${usageDaily.charsIn} + ${usageDaily.charsOut}), 0)` })
    .from(usageDaily)
    .where(and(eq(usageDaily.accountId, accountId), gte(usageDaily.day, from), lt(usageDaily.day, to)));
  return Number(row?.chars ?? 0);
}
