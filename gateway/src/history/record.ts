/**
 * The record of every tool run: its usage (usage/count.ts: outcome, characters, duration, tokens —
 * never a text) and, for its user and a tool the history knows, its history entry — a streamed run
 * when it finishes or the user stops it (then what had streamed so far), a JSON tool's result when it
 * is sent. Failed runs are counted, not kept. A run of the AI provider first checks the tenant's quota
 * (usage/quota.ts); the offline analyses do not. Recording never fails a run: a database error is
 * logged and the user gets the result.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isHistoryTool, type HistoryTool } from 'portal-contract';
import { isAbort } from '../ai/openai/errors.ts';
import type { ToolRun } from '../ai/provider.ts';
import type { AiConfig, AiTask } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { currentTenant, currentUser } from '../plugins/auth.ts';
import { countRun, type RunOutcome } from '../usage/count.ts';
import { meteredRun, type PriceTable } from '../usage/meter.ts';
import { assertWithinQuota } from '../usage/quota.ts';
import { resultTextOf, type ResultOf } from './resultText.ts';
import { keepRun } from './store.ts';

/** A tool's feature id: the history's tools, the FAQ assistant and speech. */
export type CountedTool = HistoryTool | 'workday-faq' | 'text-speech';

export type RunContext<Tool extends CountedTool> = {
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
  /** The run's abort signal: the provider reports its tokens by it (usage/meter.ts). */
  signal?: AbortSignal | undefined;
  prices: PriceTable;
};

/** The context of the caller's run of `tool` on the provider of `task` (or the offline engine). */
export function runContext<Tool extends CountedTool>(
  request: FastifyRequest,
  { db, ai }: { db: Database; ai: AiConfig },
  tool: Tool,
  task: AiTask | 'local',
  signal?: AbortSignal,
): RunContext<Tool> {
  return {
    db,
    log: request.log,
    uid: currentUser(request).uid,
    accountId: currentTenant(request).id,
    tool,
    provider: task === 'local' ? 'local' : ai.providers[task],
    body: (request.body ?? {}) as Record<string, unknown>,
    startedAt: performance.now(),
    signal,
    prices: ai.prices,
  };
}

function split(body: Record<string, unknown>): { input: string; options: Record<string, unknown> } {
  const { text, question, ...options } = body;
  const input = typeof text === 'string' ? text : typeof question === 'string' ? question : '';
  return { input, options };
}

/** Counts the run (usage/count.ts: gathered in memory, written once a second); a failed write is logged. */
function count(context: RunContext<CountedTool>, outcome: RunOutcome, charsOut: number, charsIn?: number): void {
  countRun(
    context.db,
    {
      accountId: context.accountId,
      uid: context.uid,
      tool: context.tool,
      outcome,
      charsIn: outcome === 'refused' ? 0 : (charsIn ?? split(context.body).input.length),
      charsOut,
      durationMs: performance.now() - context.startedAt,
      ...meteredRun(context.signal, context.prices),
    },
    (error) => context.log.error({ err: error }, 'usage not counted'),
  );
}

async function keep(
  context: RunContext<CountedTool>,
  tool: HistoryTool,
  status: 'done' | 'stopped',
  result: unknown,
  resultText: string,
): Promise<string | null> {
  const { input, options } = split(context.body);
  return keepRun(context.db, {
    uid: context.uid,
    accountId: context.accountId,
    tool,
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

/** Refused (429, counted as refused) when the tenant's quota is used up. */
async function checkQuota(context: RunContext<CountedTool>): Promise<void> {
  try {
    await assertWithinQuota(context.db, context.accountId);
  } catch (error) {
    if (error instanceof ApiError) count(context, 'refused', 0);
    throw error;
  }
}

/** A result: counted and kept; the history entry's id, if it was kept. */
export async function recordResult<Tool extends HistoryTool>(context: RunContext<Tool>, result: ResultOf<Tool>): Promise<string | null> {
  const text = resultTextOf(context.tool, result);
  count(context, 'done', text.length);
  return keep(context, context.tool, 'done', result, text);
}

/**
 * A streamed run of the provider: refused when the tenant's quota is used up, else run as it is and
 * counted when it ends — done, stopped by the user (what streamed so far), or failed. `finish` records
 * a finished run and may add to its result.
 */
async function* metered<Result>(
  start: () => ToolRun<Result>,
  context: RunContext<CountedTool>,
  finish: (result: Result) => Promise<Result>,
): ToolRun<Result> {
  await checkQuota(context);
  const run = start();
  let streamed = '';
  let outcome: 'running' | 'done' | 'failed' = 'running';
  try {
    for (;;) {
      const step = await run.next();
      if (step.done) {
        outcome = 'done';
        return await finish(step.value);
      }
      streamed += step.value;
      yield step.value;
    }
  } catch (error) {
    // Stopped while waiting for the provider: the provider call ends with an abort, not a failure.
    if (!isAbort(error)) {
      outcome = 'failed';
      count(context, 'failed', streamed.length);
    }
    throw error;
  } finally {
    // Left at a yield: the browser went away or pressed stop (sse.ts calls return()).
    if (outcome === 'running') {
      await run.return(undefined as unknown as Result).catch(() => undefined);
      count(context, 'stopped', streamed.length);
      if (streamed.trim() && isHistoryTool(context.tool)) await keep(context, context.tool, 'stopped', { streamed }, streamed);
    }
  }
}

/** A streamed run of a tool the history keeps: its result carries the kept entry's id. */
export function withRecord<Tool extends HistoryTool>(
  start: () => ToolRun<ResultOf<Tool>>,
  context: RunContext<Tool>,
): ToolRun<ResultOf<Tool>> {
  return metered(start, context, async (result) => {
    const historyId = await recordResult(context, result);
    // The page links a thumbs up or down to the kept entry (usage/ratings.ts).
    return historyId ? { ...result, historyId } : result;
  });
}

/** A streamed run that is counted, not kept (the FAQ assistant's answers). */
export function withCount<Result>(
  start: () => ToolRun<Result>,
  context: RunContext<CountedTool>,
  textOf: (result: Result) => string,
): ToolRun<Result> {
  return metered(start, context, async (result) => {
    count(context, 'done', textOf(result).length);
    return result;
  });
}

/**
 * A provider call that answers at once (speech, transcription): quota checked, counted as done,
 * stopped (`run` gave nothing: the browser left) or failed; a transcript is kept in the history.
 */
export async function recordCall<Tool extends CountedTool, Result>(
  context: RunContext<Tool>,
  run: () => Promise<Result | undefined>,
  measure: (result: Result) => { charsIn: number; charsOut: number },
): Promise<Result | undefined> {
  await checkQuota(context);
  let result: Result | undefined;
  try {
    result = await run();
  } catch (error) {
    // A bad upload (4xx) is the request's fault, not a run.
    if (!(error instanceof ApiError && error.statusCode < 500)) count(context, 'failed', 0, 0);
    throw error;
  }
  if (result === undefined) {
    count(context, 'stopped', 0, 0);
    return undefined;
  }
  const { charsIn, charsOut } = measure(result);
  count(context, 'done', charsOut, charsIn);
  // A transcript is kept before the reply, like a streamed result (its entry then exists when the page shows it).
  if (isHistoryTool(context.tool)) await keep(context, context.tool, 'done', result, resultTextOf(context.tool, result as never));
  return result;
}
