/**
 * The one way a tool runs (docs/new-tool.md): every route of tools/routes.ts passes its run through
 * the same typed stages, outermost first — history and usage → provenance → source check → quota →
 * house style → personal data → the run itself (its providers in order with failover, failover.ts;
 * or the offline worker). A stage sees the run's state and the next stage; it may act before
 * (quota), after (house style on the result) or around it (counting a stopped run). A new concern is
 * one more stage in `STAGES`, not an edit of every route.
 *
 * Every run is an async generator (ai/provider.ts): text deltas while it works, the result at the
 * end. A JSON tool's run is a generator without deltas, so it passes the same stages.
 */
import type { FastifyRequest } from 'fastify';
import type { ToolDescriptor, ToolId } from 'portal-contract';
import type { AiProvider, ToolRun } from '../ai/provider.ts';
import type { AiConfig, AiProviderName } from '../config.ts';
import type { Database } from '../db/client.ts';
import { houseStyleStage } from '../houseStyle/applyToTools.ts';
import { recordStage } from '../history/record.ts';
import { currentTenant, currentUser } from '../plugins/auth.ts';
import { quotaStage } from '../usage/quota.ts';
import type { OfflineEngine } from '../ai/local/pool/offlinePool.ts';
import { sourceCheckStage } from './sourceCheckStage.ts';
import { tenantAtRun, type TenantAtRun } from './tenantAtRun.ts';
import { modelOf } from './failover.ts';
import { personalDataStage } from './personalDataStage.ts';
import { provenanceStage } from './provenanceStage.ts';
import { TokenMeter } from '../usage/meter.ts';
import type { Engine, RunState, Stage } from './stage.ts';

export type { RunState, Stage } from './stage.ts';

/** The stages every tool run passes, outermost first. */
export const STAGES: readonly Stage[] = [recordStage, provenanceStage, sourceCheckStage, quotaStage, houseStyleStage, personalDataStage];

export type PipelineDeps = {
  db: Database;
  ai: AiConfig;
  offline: OfflineEngine;
  /** The provider of the tasks as configured (AI_PROVIDER, AI_PROVIDER_<TASK>). */
  provider: AiProvider;
  /** Each provider on its own, for the tasks' chains with failover; without them a task has only `provider`. */
  engines?: Partial<Record<AiProviderName, AiProvider>> | undefined;
};

/** The providers a tool's run may go to, in order: its chain (AI_FAILOVER) as far as they exist. */
function enginesOf(tool: ToolDescriptor<ToolId>, deps: PipelineDeps): Engine[] {
  if (tool.engine.kind !== 'provider') return [{ name: 'local', provider: deps.provider }];
  const task = tool.id as keyof AiConfig['providers'];
  const { engines } = deps;
  if (!engines) return [{ name: deps.ai.providers[task] ?? 'local', provider: deps.provider }];
  return (deps.ai.chains[task] ?? [deps.ai.providers[task]]).flatMap((name) => {
    const provider = engines[name];
    return provider ? [{ name, provider }] : [];
  });
}

/** Runs `run` through the stages; `run` reads the house style's instructions from the state. */
export function runTool<Result>(
  tool: ToolDescriptor<ToolId>,
  request: FastifyRequest,
  deps: PipelineDeps,
  signal: AbortSignal,
  run: (state: RunState) => ToolRun<Result>,
  stages: readonly Stage[] = STAGES,
): ToolRun<Result> {
  const task = tool.engine.kind === 'provider' ? (tool.id as keyof AiConfig['providers']) : undefined;
  const provider = task ? deps.ai.providers[task] : 'local';
  let tenant: Promise<TenantAtRun> | undefined;
  const tenantOfRun = () => (tenant ??= tenantAtRun(deps.db, currentTenant(request).id));
  const state: RunState = {
    tool,
    request,
    db: deps.db,
    offline: deps.offline,
    log: request.log,
    uid: currentUser(request).uid,
    accountId: currentTenant(request).id,
    provider,
    engines: enginesOf(tool, deps),
    policy: async () => (await tenantOfRun()).policy,
    quota: async () => (await tenantOfRun()).quota,
    offlineOnly: false,
    // What answered, until the core says otherwise (speech and transcription call their provider themselves).
    answeredBy: { engine: provider, model: modelOf(provider, tool.id, deps.ai) },
    failover: null,
    pseudonymised: 0,
    houseStyleVersion: null,
    body: (request.body ?? {}) as Record<string, unknown>,
    startedAt: performance.now(),
    signal,
    prices: deps.ai.prices,
    meter: new TokenMeter(),
    styleInstructions: [],
  };
  const core = () => run(state) as ToolRun<unknown>;
  const chain = stages.reduceRight<() => ToolRun<unknown>>((next, stage) => () => stage(state, next), core);
  return chain() as ToolRun<Result>;
}

/** A run's result without its deltas: for JSON tools and the audio tools, which answer at once. */
export async function resultOf<Result>(run: ToolRun<Result>): Promise<Result> {
  for (;;) {
    const step = await run.next();
    if (step.done) return step.value;
  }
}
