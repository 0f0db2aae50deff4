/**
 * The usage dashboard's figures for one tenant and period (inclusive days, UTC): per day and tool,
 * per tool with its thumbs, and the heaviest users. Read from the daily counts (usage_daily) and the
 * ratings; never a text.
 */
import { sourceCheckFigures } from './sourceChecks.ts';
import { and, count, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { USAGE_TOP_USERS, type UsageReport } from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';
import { resultRatings, usageDaily } from '../db/schema.ts';

type Counts = Omit<UsageReport['tools'][number], 'tool' | 'averageMs' | 'helpful' | 'unhelpful'>;

const summed = {
  runs: sql<string>`sum(${usageDaily.runs})`,
  done: sql<string>`sum(${usageDaily.done})`,
  stopped: sql<string>`sum(${usageDaily.stopped})`,
  failed: sql<string>`sum(${usageDaily.failed})`,
  refused: sql<string>`sum(${usageDaily.refused})`,
  charsIn: sql<string>`sum(${usageDaily.charsIn})`,
  charsOut: sql<string>`sum(${usageDaily.charsOut})`,
  tokens: sql<string>`sum(${usageDaily.tokens})`,
  costMicroEuro: sql<string>`sum(${usageDaily.costMicroEuro})`,
  durationMs: sql<string>`sum(${usageDaily.durationMs})`,
};

type SummedRow = { [Key in keyof typeof summed]: string | number | null };

function countsOf(row: SummedRow): Counts {
  const number = (value: string | number | null) => Number(value ?? 0);
  return {
    runs: number(row.runs),
    done: number(row.done),
    stopped: number(row.stopped),
    failed: number(row.failed),
    refused: number(row.refused),
    charsIn: number(row.charsIn),
    charsOut: number(row.charsOut),
    tokens: number(row.tokens),
    costEuro: number(row.costMicroEuro) / 1_000_000,
  };
}

export type UsageFigures = Omit<UsageReport, 'tenant' | 'quota' | 'users'> & { users: { uid: string; runs: number; chars: number }[] };

export async function usageFigures(db: Database, accountId: number, from: string, to: string): Promise<UsageFigures> {
  const inPeriod = and(eq(usageDaily.accountId, accountId), gte(usageDaily.day, from), lte(usageDaily.day, to));
  const [days, tools, users, ratings, sourceChecks] = await Promise.all([
    db
      .select({ day: usageDaily.day, tool: usageDaily.tool, ...summed })
      .from(usageDaily)
      .where(inPeriod)
      .groupBy(usageDaily.day, usageDaily.tool)
      .orderBy(usageDaily.day, usageDaily.tool),
    db
      .select({ tool: usageDaily.tool, ...summed })
      .from(usageDaily)
      .where(inPeriod)
      .groupBy(usageDaily.tool)
      .orderBy(usageDaily.tool),
    db
      .select({ uid: usageDaily.uid, runs: summed.runs, chars: sql<string>`sum(${usageDaily.charsIn} + ${usageDaily.charsOut})` })
      .from(usageDaily)
      .where(inPeriod)
      .groupBy(usageDaily.uid)
      .orderBy(desc(sql`sum(${usageDaily.charsIn} + ${usageDaily.charsOut})`), usageDaily.uid)
      .limit(USAGE_TOP_USERS),
    db
      .select({ tool: resultRatings.tool, helpful: resultRatings.helpful, count: count() })
      .from(resultRatings)
      .where(
        and(
          eq(resultRatings.accountId, accountId),
          // The period's days are UTC days, like the usage counts'.
          gte(resultRatings.createdAt, new Date(`${from}T00:00:00Z`)),
          lt(resultRatings.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)),
        ),
      )
      .groupBy(resultRatings.tool, resultRatings.helpful),
    sourceCheckFigures(db, accountId, from, to),
  ]);
  const thumbs = (tool: string, helpful: boolean) =>
    Number(ratings.find((rating) => rating.tool === tool && rating.helpful === helpful)?.count ?? 0);
  const ratedTools = [...new Set(ratings.map((rating) => rating.tool))].filter((tool) => !tools.some((row) => row.tool === tool));
  const noRuns: SummedRow = Object.fromEntries(Object.keys(summed).map((key) => [key, 0])) as SummedRow;
  return {
    from,
    to,
    days: days.map((row) => ({ day: row.day, tool: row.tool, ...countsOf(row) })),
    tools: [...tools, ...ratedTools.map((tool) => ({ tool, ...noRuns }))].map((row) => {
      const counts = countsOf(row);
      return {
        tool: row.tool,
        ...counts,
        averageMs: counts.runs ? Math.round(Number(row.durationMs ?? 0) / counts.runs) : 0,
        helpful: thumbs(row.tool, true),
        unhelpful: thumbs(row.tool, false),
      };
    }),
    users: users.map((row) => ({ uid: row.uid, runs: Number(row.runs ?? 0), chars: Number(row.chars ?? 0) })),
    sourceChecks,
  };
}
