/**
 * The house style applied to what the tools write, whichever provider wrote it: the redact result
 * gets the changes in its own list (so the page's diff offers each for accept or reject), every other
 * prose result gets the changed text and `houseStyle: { changes }`, which the page counts. A field
 * with a length limit (SEO title and description, a post) keeps its text when the rules would push
 * it over the limit. Instruction rules go to the generative provider with the task (its prompt);
 * the offline provider cannot follow them and leaves them out.
 */
import { socialPlatforms, type ToolHouseStyle } from 'portal-contract';
import type { ToolRun } from '../ai/provider.ts';
import type { RunState } from '../tools/stage.ts';
import { applyHouseStyle, type StyleChange, type StyleRule } from './engine.ts';
import { countFired } from './stats.ts';
import { loadHouseStyle } from './store.ts';

const toChange = ({ ruleId, original, replacement, reason, explanation }: StyleChange) => ({
  ruleId,
  original,
  replacement,
  reason,
  explanation,
});

/** Applies the rules field by field; collects the changes and which rules fired (changes and hints). */
export function createStyler(rules: readonly StyleRule[]) {
  const changes: ReturnType<typeof toChange>[] = [];
  const fired: string[] = [];
  /** One field; a field whose styled text would break its limit keeps its text. */
  const style = (text: string, limit = Infinity): string => apply(text, limit).text;
  function apply(text: string, limit = Infinity) {
    const result = applyHouseStyle(text, rules);
    if ([...result.text].length > limit) return { ...result, text, changes: [], hints: [] };
    changes.push(...result.changes.map(toChange));
    fired.push(...result.changes.map(({ ruleId }) => ruleId), ...result.hints.map(({ ruleId }) => ruleId));
    return result;
  }
  return { style, apply, changes, fired };
}
export type Styler = ReturnType<typeof createStyler>;

/** The values at `path` in `value` (`*` walks an array), with the object each one stands in. */
function edit(value: unknown, path: readonly string[], change: (text: string, parent: Record<string, unknown>) => string): unknown {
  const [head, ...rest] = path;
  if (head === undefined || value === null || typeof value !== 'object') return value;
  if (head === '*') return Array.isArray(value) ? value.map((item: unknown) => edit(item, rest, change)) : value;
  const record = value as Record<string, unknown>;
  const field = record[head];
  if (rest.length === 0) return typeof field === 'string' ? { ...record, [head]: change(field, record) } : record;
  return { ...record, [head]: edit(field, rest, change) };
}

const platformLimit = (parent: Record<string, unknown>) => socialPlatforms.find(({ id }) => id === parent.platform)?.limit ?? Infinity;

/**
 * The house style over a tool's result, by the fields its descriptor names: each field styled within
 * its limit, the changes in `houseStyle.changes` — or, for a tool that lists its own changes (Text
 * redigieren), in its list of changes and hints, so the page offers each one for accept or reject.
 */
export function styleResult<Result>(result: Result, style: ToolHouseStyle, styler: Styler): Result {
  if (style.inline) {
    const [field] = style.fields;
    const record = result as Record<string, unknown>;
    const applied = styler.apply(String(record[field!.path] ?? ''));
    const hints = applied.hints.map(({ passage, reason, explanation }) => ({ reason, detail: `„${passage}“ – ${explanation}` }));
    const allHints = [...((record[style.inline.hints] as unknown[] | undefined) ?? []), ...hints];
    const rest = Object.fromEntries(Object.entries(record).filter(([key]) => key !== style.inline!.hints));
    return {
      ...rest,
      [field!.path]: applied.text,
      [style.inline.changes]: [...((record[style.inline.changes] as unknown[] | undefined) ?? []), ...applied.changes.map(toChange)],
      ...(allHints.length > 0 ? { [style.inline.hints]: allHints } : {}),
    } as Result;
  }
  let styled: unknown = result;
  for (const field of style.fields) {
    styled = edit(styled, field.path.split('.'), (text, parent) =>
      styler.style(text, field.limit === 'platform' ? platformLimit(parent) : (field.limit ?? Infinity)),
    );
  }
  return (styler.changes.length > 0 ? { ...(styled as object), houseStyle: { changes: styler.changes } } : styled) as Result;
}

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
  const styler = createStyler(rules);
  const styled = styleResult(result, style, styler);
  if (styler.fired.length > 0) {
    await countFired(state.db, styler.fired).catch((error: unknown) => state.log.warn({ err: error }, 'house-style counts not written'));
  }
  return styled;
}
