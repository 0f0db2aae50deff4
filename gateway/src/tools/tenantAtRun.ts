/**
 * What a tool run needs to know of its tenant, read in one statement when a stage first asks: the
 * monthly quota (limit and characters used, usage/quota.ts) and the AI policy (aiPolicy/store.ts).
 * Three statements per run before (the limit, the month's sum, the policy): with PGlite each is a
 * round trip to the database thread and a query there, and with 20 staff on offline tools the
 * database thread was the gateway's second-busiest after the event loop (measured: 2.4 s of CPU in
 * a 15 s load, the three reads 540 times each). Read at the run's start, as before, never kept
 * beyond the run: a changed policy or quota counts from the next run on.
 */
import { eq, sql } from 'drizzle-orm';
import type { AiPolicy, QuotaReply } from 'portal-contract/schemas';
import { DEFAULT_POLICY, policyOf } from '../aiPolicy/store.ts';
import type { Database } from '../db/client.ts';
import { preparedPer } from '../db/prepared.ts';
import { accounts, usageDaily } from '../db/schema.ts';
import { monthOf, unwrittenChars } from '../usage/count.ts';

export type TenantAtRun = { quota: QuotaReply; policy: AiPolicy };

const tenantRow = preparedPer((db) =>
  db
    .select({
      limit: accounts.quotaMonthlyChars,
      personalData: accounts.personalDataPolicy,
      keepOfficeHolders: accounts.keepOfficeHolders,
      aiLabel: accounts.aiLabel,
      usedChars: sql<string>`(select coalesce(sum(${usageDaily.charsIn} + ${usageDaily.charsOut}), 0) from ${usageDaily}
        where ${usageDaily.accountId} = ${accounts.id} and ${usageDaily.day} >= ${sql.placeholder('from')} and ${usageDaily.day} < ${sql.placeholder('to')})`,
    })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('tenant_at_run'),
);

export async function tenantAtRun(db: Database, accountId: number, now = new Date()): Promise<TenantAtRun> {
  const { month, from, to } = monthOf(now);
  const [row] = await tenantRow(db).execute({ accountId, from, to });
  const limitChars = row?.limit ?? null;
  // What this gateway counted and has not written yet: within one gateway the quota is exact (usage/count.ts).
  const usedChars = Number(row?.usedChars ?? 0) + unwrittenChars(db, accountId, from, to);
  return {
    quota: { month, limitChars, usedChars, share: limitChars ? Math.min(usedChars / limitChars, 1) : 0 },
    policy: row ? policyOf(row) : DEFAULT_POLICY,
  };
}
