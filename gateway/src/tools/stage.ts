/**
 * What a tool run knows on its way through the pipeline's stages (tools/pipeline.ts), and the shape of
 * a stage. Kept apart from the pipeline so that the stages (history, quota, house style …) can name
 * these types without importing the pipeline that imports them.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ToolDescriptor, ToolId } from 'portal-contract';
import type { ToolRun } from '../ai/provider.ts';
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
  /** The provider that runs it: `local` (the offline engine) or `openai`. */
  readonly provider: string;
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
