/**
 * Keeping tool runs in the history: a streamed run when it finishes or the user stops it (then what
 * had streamed so far), a JSON tool's result when it is sent. Failed runs are not kept. Keeping never
 * fails a run: a database error is logged and the user gets the result.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { HistoryTool } from 'portal-contract';
import { isAbort } from '../ai/openai/errors.ts';
import type { ToolRun } from '../ai/provider.ts';
import type { Database } from '../db/client.ts';
import { resultTextOf, type ResultOf } from './resultText.ts';
import { keepRun } from './store.ts';

export type RunContext<Tool extends HistoryTool> = {
  db: Database;
  log: FastifyBaseLogger;
  uid: string;
  accountId: number;
  tool: Tool;
  provider: string;
  /** The request's body; its `text` (or the file name of an upload) is the input, the rest the options. */
  body: Record<string, unknown>;
};

function split(body: Record<string, unknown>): { input: string; options: Record<string, unknown> } {
  const { text, ...options } = body;
  return { input: typeof text === 'string' ? text : '', options };
}

export async function keepResult<Tool extends HistoryTool>(context: RunContext<Tool>, result: ResultOf<Tool>): Promise<void> {
  const { input, options } = split(context.body);
  await keepRun(context.db, {
    uid: context.uid,
    accountId: context.accountId,
    tool: context.tool,
    provider: context.provider,
    options,
    input,
    result,
    resultText: resultTextOf(context.tool, result),
    status: 'done',
  }).catch((error: unknown) => context.log.error({ err: error }, 'history entry not written'));
}

async function keepStopped(context: RunContext<HistoryTool>, streamed: string): Promise<void> {
  if (!streamed.trim()) return;
  const { input, options } = split(context.body);
  await keepRun(context.db, {
    uid: context.uid,
    accountId: context.accountId,
    tool: context.tool,
    provider: context.provider,
    options,
    input,
    result: { streamed },
    resultText: streamed,
    status: 'stopped',
  }).catch((error: unknown) => context.log.error({ err: error }, 'history entry not written'));
}

/** The run as it was, kept when it ends: its result, or what streamed before the user stopped it. */
export async function* withHistory<Tool extends HistoryTool>(
  run: ToolRun<ResultOf<Tool>>,
  context: RunContext<Tool>,
): ToolRun<ResultOf<Tool>> {
  let streamed = '';
  let outcome: 'running' | 'done' | 'failed' = 'running';
  try {
    for (;;) {
      const step = await run.next();
      if (step.done) {
        outcome = 'done';
        await keepResult(context, step.value);
        return step.value;
      }
      streamed += step.value;
      yield step.value;
    }
  } catch (error) {
    // Stopped while waiting for the provider: the provider call ends with an abort, not a failure.
    if (!isAbort(error)) outcome = 'failed';
    throw error;
  } finally {
    // Left at a yield: the browser went away or pressed stop (sse.ts calls return()).
    if (outcome === 'running') {
      await run.return(undefined as unknown as ResultOf<Tool>).catch(() => undefined);
      await keepStopped(context, streamed);
    }
  }
}
