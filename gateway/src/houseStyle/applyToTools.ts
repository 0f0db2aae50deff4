/**
 * The house style applied to what the tools write, whichever provider wrote it (styleResult.ts says
 * how a result is styled). Instruction rules go to the generative provider with the task (its
 * prompt); the offline provider cannot follow them and leaves them out.
 */
import type { ToolHouseStyle } from 'portal-contract';
import type { ToolRun } from '../ai/provider.ts';
import type { RunState } from '../tools/stage.ts';
import type { StyleRule } from './engine.ts';
import { countFired } from './stats.ts';
import { loadHouseStyle } from './store.ts';
import { styleToolResult } from './styleResult.ts';

/**
 * The pipeline's house-style stage (tools/pipeline.ts), for a tool whose descriptor names fields: the
 * tenant's rules (and the desk's the request names) are loaded before the run starts; their
 * instructions go into a generative provider's prompt (the offline engine cannot follow them), their
 * other rules over the result. Which rules fired is counted; a count never fails a run.
 */
export async function* houseStyleStage(state: RunState, next: () => ToolRun<unknown>): ToolRun<unknown> {
  const style = state.tool.houseStyle;
  if (!style) return yield* next();
  const desk = typeof state.body.desk === 'string' && state.body.desk ? state.body.desk : null;
  const { rules, instructions, version } = await loadHouseStyle(state.db, state.accountId, desk);
  state.styleInstructions = instructions;
  state.houseStyleVersion = version;
  const result = yield* next();
  if (rules.length === 0) return result;
  const { styled, fired } = await styleOffTheLoop(state, result, style, rules);
  if (fired.length > 0) {
    await countFired(state.db, fired).catch((error: unknown) => state.log.warn({ err: error }, 'house-style counts not written'));
  }
  return styled;
}

/**
 * In the offline engine's worker pool: 500 rules over 20 000 characters take ~40 ms, and after a
 * garbage collection even a summary's 49 seeded rules took up to 8 ms (the rules' expressions are
 * compiled again) — on the event loop that was every other request's wait. Should the pool refuse
 * (full queue, over its budget), the rules run here as before (the engine's own 200 ms budget
 * bounds them): a styled result is worth more than the event loop's few milliseconds then.
 */
async function styleOffTheLoop(state: RunState, result: unknown, style: ToolHouseStyle, rules: readonly StyleRule[]) {
  try {
    return await state.offline.run('houseStyle', { result, style, rules }, state.signal);
  } catch (error) {
    if (state.signal.aborted) throw error;
    state.log.warn({ err: error }, 'house style ran on the event loop: the offline pool refused it');
    return styleToolResult(result, style, rules);
  }
}
