/**
 * The record of every tool run: its usage (usage/count.ts: outcome, characters, duration — never a
 * text) and, for its user, its history entry — a streamed run when it finishes or the user stops it
 * (then what had streamed so far), a JSON tool's result when it is sent. Failed runs are counted, not
 * kept. A generative run first checks the tenant's quota (usage/quota.ts). Recording never fails a
 * run: a database error is logged and the user gets the result.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { HistoryTool } from 'portal-contract';
import { isAbort } from '../ai/openai/errors.ts';
import type { ToolRun } from '../ai/provider.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { countRun, type RunOutcome } from '../usage/count.ts';
import { assertWithinQuota } from '../usage/quota.ts';
import { resultTextOf, type ResultOf } from './resultText.ts';
import { keepRun } from './store.ts';

export type RunContext<Tool extends HistoryTool> = {
  db: Database;
  log: FastifyBaseLogger;
  uid: string;
  accountId: number;
  tool: Tool;
  provider: string;
  /** The request's body; its `text` is the input, the rest the options. */
  body: Record<string, unknown>;
  /** When the request came in, for the run's duration. */
  startedAt: number;
};

function split(body: Record<string, unknown>): { input: string; options: Record<string, unknown> } {
  const { text, ...options } = body;
  return { input: typeof text === 'string' ? text : '', options };
}

async function count(context: RunContext<HistoryTool>, outcome: RunOutcome, charsOut: number): Promise<void> {
  await countRun(context.db, {
    accountId: context.accountId,
    uid: context.uid,
    tool: context.tool,
    outcome,
    charsIn: outcome === 'refused' ? 0 : split(context.body).input.length,
    charsOut,
    durationMs: performance.now() - context.startedAt,
  }).catch((error: unknown) => context.log.error({ err: error }, 'usage not counted'));
}

async function keep(
  context: RunContext<HistoryTool>,
  status: 'done' | 'stopped',
  result: unknown,
  resultText: string,
): Promise<string | null> {
  const { input, options } = split(context.body);
  return keepRun(context.db, {
    uid: context.uid,
    accountId: context.accountId,
    tool: context.tool,
    provider: context.provider,
    options,
    input,
    result,
    resultText,
    status,
  }).catch((error: unknown) => {
    context.log.error({ err: error }, 'history entry not written');
    return null;
  });
}

/** A result: counted and kept; the history entry's id, if it was kept. */
export async function recordResult<Tool extends HistoryTool>(context: RunContext<Tool>, result: ResultOf<Tool>): Promise<string | null> {
  const text = resultTextOf(context.tool, result);
  const [, historyId] = await Promise.all([count(context, 'done', text.length), keep(context, 'done', result, text)]);
  return historyId;
}

/**
 * A generative run: refused when the tenant's quota is used up, else run as it is and recorded when
 * it ends — its result, or what streamed before the user stopped it, or only its count if it failed.
 */
export async function* withRecord<Tool extends HistoryTool>(
  start: () => ToolRun<ResultOf<Tool>>,
  context: RunContext<Tool>,
): ToolRun<ResultOf<Tool>> {
  try {
    await assertWithinQuota(context.db, context.accountId);
  } catch (error) {
    if (error instanceof ApiError) await count(context, 'refused', 0);
    throw error;
  }
  const run = start();
  let streamed = '';
  let outcome: 'running' | 'done' | 'failed' = 'running';
  try {
    for (;;) {
      const step = await run.next();
      if (step.done) {
        outcome = 'done';
        const historyId = await recordResult(context, step.value);
        // The page links a thumbs up or down to the kept entry (usage/ratings.ts).
        return historyId ? { ...step.value, historyId } : step.value;
      }
      streamed += step.value;
      yield step.value;
    }
  } catch (error) {
    // Stopped while waiting for the provider: the provider call ends with an abort, not a failure.
    if (!isAbort(error)) {
      outcome = 'failed';
      await count(context, 'failed', streamed.length);
    }
    throw error;
  } finally {
    // Left at a yield: the browser went away or pressed stop (sse.ts calls return()).
    if (outcome === 'running') {
      await run.return(undefined as unknown as ResultOf<Tool>).catch(() => undefined);
      await count(context, 'stopped', streamed.length);
      if (streamed.trim()) await keep(context, 'stopped', { streamed }, streamed);
    }
  }
}
