/**
 * The house style over a tool's result, as plain data in and out: the redact result gets the changes
 * in its own list (so the page's diff offers each for accept or reject), every other prose result gets
 * the changed text and `houseStyle: { changes }`, which the page counts. A field with a length limit
 * (SEO title and description, a post) keeps its text when the rules would push it over the limit.
 * Runs in the offline engine's worker threads (pool task `houseStyle`), so no tenant's rules over a
 * long text hold up the gateway's event loop; nothing here touches the database.
 */
import { socialPlatforms, type ToolHouseStyle } from 'portal-contract';
import { applyHouseStyle, type StyleChange, type StyleRule } from './engine.ts';

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

/** The result styled, and the ids of the rules that fired (changes and hints) for the counts. */
export function styleToolResult<Result>(result: Result, style: ToolHouseStyle, rules: readonly StyleRule[]) {
  const styler = createStyler(rules);
  return { styled: styleResult(result, style, styler), fired: styler.fired };
}
