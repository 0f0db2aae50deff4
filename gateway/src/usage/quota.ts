/**
 * A tenant's monthly AI quota in characters (in + out): at 80 % its users see a banner, at 100 % the
 * generative tools answer 429 `quota-exceeded`; the offline analyses (SEO Self Made, keywords) keep
 * working. The check runs before a run starts, so runs that start at the same moment can each go
 * over by at most their own size. Several instances see each other's counts once written (≤ 1 s,
 * usage/count.ts), so beyond that a tenant can go over by what the other instances admit in that
 * second (docs/architecture.md, "Two of everything"; gateway/test/cluster.test.ts).
 */
import type { QuotaReply } from 'portal-contract/schemas';
import type { Database } from '../db/client.ts';
import type { ToolRun } from '../ai/provider.ts';
import { ApiError } from '../errors.ts';
import type { RunState } from '../tools/stage.ts';
import { tenantAtRun } from '../tools/tenantAtRun.ts';

/** The month's limit and use, read in the statement a tool run reads its tenant with (tools/tenantAtRun.ts). */
export async function quotaOf(db: Database, accountId: number, now = new Date()): Promise<QuotaReply> {
  return (await tenantAtRun(db, accountId, now)).quota;
}

const usedUp = (quota: QuotaReply) => quota.limitChars !== null && quota.usedChars >= quota.limitChars;

/**
 * The pipeline's quota stage (tools/pipeline.ts): a run of a provider's task is refused when the
 * tenant's quota is used up (the history stage counts it as refused); offline analyses pass.
 */
export async function* quotaStage(state: RunState, next: () => ToolRun<unknown>): ToolRun<unknown> {
  if (state.tool.engine.kind === 'provider' && usedUp(await state.quota())) throw new ApiError(429, 'quota-exceeded');
  return yield* next();
}
