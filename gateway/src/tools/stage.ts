/**
 * What a tool run knows on its way through the pipeline's stages (tools/pipeline.ts), and the shape of
 * a stage. Kept apart from the pipeline so that the stages (history, quota, house style …) can name
 * these types without importing the pipeline that imports them.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ToolDescriptor, ToolId } from 'portal-contract';
import type { ProvenanceEngine } from 'portal-contract';
import type { AiPolicy, QuotaReply } from 'portal-contract/schemas';
import type { Pseudonymised } from '../ai/local/personalData/index.ts';
import type { AiProvider, ToolRun } from '../ai/provider.ts';
import type { Database } from '../db/client.ts';
import type { OfflineEngine } from '../ai/local/pool/offlinePool.ts';
import type { PriceTable, TokenMeter } from '../usage/meter.ts';

export interface RunState {
  readonly tool: ToolDescriptor<ToolId>;
  readonly request: FastifyRequest;
  readonly db: Database;
  /** The offline engine's worker pool, for stages that analyse a result (the source check). */
  readonly offline: OfflineEngine;
  readonly log: FastifyBaseLogger;
  readonly uid: string;
  readonly accountId: number;
  /** The provider that runs it: `local` (the offline engine) or `openai`; after a failover the one that answered. */
  provider: string;
  /** The providers to try in order (the task's chain, AI_FAILOVER); one for offline tools. */
  readonly engines: readonly Engine[];
  /** The tenant's AI policy and its quota, read together once per run when a stage first needs them (tenantAtRun.ts). */
  readonly policy: () => Promise<AiPolicy>;
  readonly quota: () => Promise<QuotaReply>;
  /**
   * Set by the personal-data stage: the body an external provider gets (personal data replaced by
   * placeholders) and the placeholders to put the originals back. The offline engine gets `body`.
   */
  shielded?: { body: Record<string, unknown>; placeholders: Pseudonymised['placeholders'] };
  /** Set by the personal-data stage under the `offline` policy: only the offline engine may run it. */
  offlineOnly: boolean;
  /** What the provenance label says (tools/provenance.ts): set by the stages and the core as they act. */
  answeredBy?: { engine: ProvenanceEngine; model: string };
  failover: { from: ProvenanceEngine } | null;
  pseudonymised: number;
  houseStyleVersion: string | null;
  /** The request's body; its `text` (or `question`) is the input, the rest the options. */
  readonly body: Record<string, unknown>;
  /** When the request came in, for the run's duration. */
  readonly startedAt: number;
  readonly signal: AbortSignal;
  readonly prices: PriceTable;
  /** The tokens the provider reports for this run (passed to it with the call). */
  readonly meter: TokenMeter;
  /** The house style's instruction rules for a generative provider's prompt (set by its stage). */
  styleInstructions: string[];
}

export type Stage = (state: RunState, next: () => ToolRun<unknown>) => ToolRun<unknown>;

/** A provider a run may go to, by its configuration name. */
export type Engine = { name: ProvenanceEngine; provider: AiProvider };
