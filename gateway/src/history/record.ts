/**
 * The pipeline's history-and-usage stage (tools/pipeline.ts): the record of every tool run — its
 * usage (usage/count.ts: outcome, characters, duration, tokens — never a text) and, for its user and
 * a tool the history keeps, its history entry: a result when it is there (before it is answered, so
 * the page can link its thumbs to the entry), a stopped stream with what had streamed so far. Failed
 * runs are counted, not kept; a run the quota refused is counted as refused. Recording never fails a
 * run: a database error is logged and the user gets the result.
 */
import type { HistoryTool } from 'portal-contract';
import { isAbort } from '../ai/openai/errors.ts';
import type { ToolRun } from '../ai/provider.ts';
import { ApiError } from '../errors.ts';
import type { RunState } from '../tools/stage.ts';
import { countRun, type RunOutcome } from '../usage/count.ts';
import { meteredRun } from '../usage/meter.ts';
import { keepRun } from './store.ts';

function split(body: Record<string, unknown>): { input: string; options: Record<string, unknown> } {
  const { text, question, ...options } = body;
  const input = typeof text === 'string' ? text : typeof question === 'string' ? question : '';
  return { input, options };
}

const streams = (state: RunState) => state.tool.transport === 'events' || state.tool.transport === 'json';

/** Counts the run (gathered in memory, written once a second); a failed write is logged. */
function count(state: RunState, outcome: RunOutcome, charsOut: number): void {
  countRun(
    state.db,
    {
      accountId: state.accountId,
      uid: state.uid,
      tool: state.tool.id,
      outcome,
      // A call that answers at once (speech, transcription) read nothing of its input unless it answered.
      charsIn: outcome === 'refused' || (outcome !== 'done' && !streams(state)) ? 0 : split(state.body).input.length,
      charsOut,
      durationMs: performance.now() - state.startedAt,
      ...meteredRun(state.meter, state.prices),
    },
    (error) => state.log.error({ err: error }, 'usage not counted'),
  );
}

async function keep(state: RunState, status: 'done' | 'stopped', result: unknown, resultText: string): Promise<string | null> {
  if (!state.tool.history) return null;
  const { input, options } = split(state.body);
  return keepRun(state.db, {
    uid: state.uid,
    accountId: state.accountId,
    tool: state.tool.id as HistoryTool,
    provider: state.provider,
    options,
    input,
    result,
    resultText,
    status,
  }).catch((error: unknown) => {
    state.log.error({ err: error }, 'history entry not written');
    return null;
  });
}

/** The outcome a failed run is counted with: none for an upload the request got wrong (4xx). */
function failureOutcome(state: RunState, error: unknown): RunOutcome | undefined {
  if (error instanceof ApiError && error.code === 'quota-exceeded') return 'refused';
  if (state.tool.transport === 'upload' && error instanceof ApiError && error.statusCode < 500) return undefined;
  return 'failed';
}

export async function* recordStage(state: RunState, next: () => ToolRun<unknown>): ToolRun<unknown> {
  const run = next();
  let streamed = '';
  let outcome: 'running' | 'ended' = 'running';
  try {
    for (;;) {
      const step = await run.next();
      if (step.done) {
        outcome = 'ended';
        // A call that answers at once gives nothing when the browser left before the answer.
        if (step.value === undefined) {
          count(state, 'stopped', 0);
          return undefined;
        }
        const text = state.tool.asText(step.value);
        count(state, 'done', text.length);
        const historyId = await keep(state, 'done', step.value, text);
        // The page links a thumbs up or down to the kept entry (usage/ratings.ts).
        return historyId && state.tool.transport === 'events' ? { ...(step.value as object), historyId } : step.value;
      }
      streamed += step.value;
      yield step.value;
    }
  } catch (error) {
    // Stopped while waiting for the provider: the call ends with an abort, counted as stopped below.
    if (!isAbort(error)) {
      outcome = 'ended';
      const counted = failureOutcome(state, error);
      if (counted) count(state, counted, counted === 'refused' ? 0 : streamed.length);
    }
    throw error;
  } finally {
    // Left at a yield: the browser went away or pressed stop (sse.ts calls return()).
    if (outcome === 'running') {
      await run.return(undefined).catch(() => undefined);
      count(state, 'stopped', streamed.length);
      if (streamed.trim()) await keep(state, 'stopped', { streamed }, streamed);
    }
  }
}
