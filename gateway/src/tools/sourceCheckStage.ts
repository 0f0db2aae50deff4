/**
 * The pipeline's source-check stage (tools/pipeline.ts): a tool that writes from a pasted source
 * (`fromSource` in its descriptor) gets its finished result — after the house style, as the user sees
 * it — checked against that source in the offline worker pool, whichever provider wrote it. The
 * findings go into the result (`sourceCheck: { findings }`: offsets in the result's text, the
 * descriptor's `asText`), so the page shows them and the history keeps them; the usage counts per
 * tool and provider how many results had findings (usage/sourceChecks.ts), never the texts.
 *
 * The check never fails or holds up a result: over its budget or with a full queue the result comes
 * without a check, and the log says why.
 */
import type { ToolRun } from '../ai/provider.ts';
import { countSourceCheck } from '../usage/sourceChecks.ts';
import type { RunState } from './stage.ts';

export async function* sourceCheckStage(state: RunState, next: () => ToolRun<unknown>): ToolRun<unknown> {
  const result = yield* next();
  const source = typeof state.body.text === 'string' ? state.body.text : '';
  if (!state.tool.fromSource || result === undefined || result === null || !source.trim()) return result;
  const text = state.tool.asText(result);
  let findings;
  try {
    findings = await state.offline.run('sourceCheck', { source, text }, state.signal);
  } catch (error) {
    state.log.warn({ err: error, tool: state.tool.id }, 'source check skipped');
    return result;
  }
  countSourceCheck(state, findings.length > 0);
  return { ...(result as object), sourceCheck: { findings } };
}
