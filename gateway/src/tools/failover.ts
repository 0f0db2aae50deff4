/**
 * The core of a provider tool's run (docs/personal-data.md): its providers in order (the task's own,
 * then AI_FAILOVER's). A provider that fails before its answer starts — a timeout, a 5xx, a refusal,
 * a task it cannot do — hands over to the next; the last one's error is the answer's. Once text has
 * streamed to the user there is no second attempt (the user would see two texts): the error stands.
 *
 * An external provider gets the body the personal-data stage shielded (placeholders) and its answer
 * is restored as it streams; the offline engine, in the house, gets the text as typed.
 */
import type { AiConfig } from '../config.ts';
import { createStreamRestorer, restore, type Pseudonymised } from '../ai/local/personalData/index.ts';
import { describeError, isAbort } from '../ai/openai/errors.ts';
import type { AiProvider, ToolRun } from '../ai/provider.ts';
import { ApiError } from '../errors.ts';
import { mapStrings } from './mapStrings.ts';
import type { Engine, RunState } from './stage.ts';

type Placeholders = Pseudonymised['placeholders'];

/** Our own refusals of the request (validation, rights, policy) are final; a provider's failure is not. */
function movesOn(error: unknown): boolean {
  if (isAbort(error)) return false;
  return !(error instanceof ApiError) || error.statusCode >= 500;
}

export function modelOf(engine: Engine['name'], task: string, ai: Pick<AiConfig, 'models'>): string {
  return engine === 'local' ? 'offline' : (ai.models[task as keyof AiConfig['models']] ?? 'unbekannt');
}

export async function* runEngines(
  state: RunState,
  ai: Pick<AiConfig, 'models'>,
  start: (provider: AiProvider, body: Record<string, unknown>) => ToolRun<unknown>,
): ToolRun<unknown> {
  const engines = state.offlineOnly ? state.engines.filter(({ name }) => name === 'local') : state.engines;
  if (engines.length === 0) throw new ApiError(501, 'no-ai-provider');
  for (const [index, engine] of engines.entries()) {
    const shield = engine.name === 'local' ? undefined : state.shielded;
    const started = start(engine.provider, shield?.body ?? state.body);
    const run = shield ? restoring(started, shield.placeholders) : started;
    let first: IteratorResult<string, unknown>;
    try {
      first = await run.next();
    } catch (error) {
      const next = engines[index + 1];
      if (!next || state.signal.aborted || !movesOn(error)) throw error;
      state.log.warn({ err: describeError(error), tool: state.tool.id, from: engine.name, to: next.name }, 'provider failed: failover');
      state.failover ??= { from: engines[0]!.name };
      continue;
    }
    state.provider = engine.name;
    state.answeredBy = { engine: engine.name, model: modelOf(engine.name, state.tool.id, ai) };
    state.pseudonymised = shield ? new Set(shield.placeholders.map(({ placeholder }) => placeholder)).size : 0;
    if (first.done) return first.value;
    yield first.value;
    return yield* run;
  }
  throw new ApiError(501, 'no-ai-provider');
}

/** An external provider's run with the originals put back: in each delta as it streams, and in the result. */
async function* restoring(run: ToolRun<unknown>, placeholders: Placeholders): ToolRun<unknown> {
  const restorer = createStreamRestorer(placeholders);
  let finished = false;
  try {
    for (;;) {
      const step = await run.next();
      if (step.done) {
        finished = true;
        const tail = restorer.end();
        if (tail) yield tail;
        return restoreDeep(step.value, placeholders);
      }
      const text = restorer.push(step.value);
      if (text) yield text;
    }
  } finally {
    // Stopped by the user: the provider's call is stopped too.
    if (!finished) await run.return(undefined).catch(() => undefined);
  }
}

/** Every string of a result with its placeholders replaced (each string counted on its own). */
export const restoreDeep = (value: unknown, placeholders: Placeholders): unknown =>
  mapStrings(value, (text) => restore(text, placeholders));
