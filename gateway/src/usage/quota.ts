/**
 * A tenant's monthly AI quota in characters (in + out): at 80 % its users see a banner, at 100 % the
 * generative tools answer 429 `quota-exceeded`; the offline analyses (SEO Self Made, keywords) keep
 * working. The check runs before a run starts, so runs that start at the same moment can each go
 * over by at most their own size. Several instances see each other's counts once written (≤ 1 s,
 * usage/count.ts), so beyond that a tenant can go over by what the other instances admit in that
 * second (docs/architecture.md, "Two of everything"; gateway/test/cluster.test.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { QuotaReply } from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';
import { preparedPer } from '../db/prepared.ts';
import { accounts } from '../db/schema.ts';
import type { ToolRun } from '../ai/provider.ts';
import { ApiError } from '../errors.ts';
import type { RunState } from '../tools/stage.ts';
import { charsThisMonth, monthOf } from './count.ts';

const quotaLimit = preparedPer((db) =>
  db
    .select({ limit: accounts.quotaMonthlyChars })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('quota_limit'),
);

/** Every provider run asks (quotaStage): its statements are prepared. */
export async function quotaOf(db: Database, accountId: number, now = new Date()): Promise<QuotaReply> {
  const [account] = await quotaLimit(db).execute({ accountId });
  const limitChars = account?.limit ?? null;
  const usedChars = await charsThisMonth(db, accountId, now);
  return { month: monthOf(now).month, limitChars, usedChars, share: limitChars ? Math.min(usedChars / limitChars, 1) : 0 };
}

export async function assertWithinQuota(db: Database, accountId: number): Promise<void> {
  const quota = await quotaOf(db, accountId);
  if (quota.limitChars !== null && quota.usedChars >= quota.limitChars) throw new ApiError(429, 'quota-exceeded');
}

/**
 * The pipeline's quota stage (tools/pipeline.ts): a run of a provider's task is refused when the
 * tenant's quota is used up (the history stage counts it as refused); offline analyses pass.
 */
export async function* quotaStage(state: RunState, next: () => ToolRun<unknown>): ToolRun<unknown> {
  if (state.tool.engine.kind === 'provider') await assertWithinQuota(state.db, state.accountId);
  return yield* next();
}
