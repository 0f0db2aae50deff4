/**
 * The house style applied to what the tools write, whichever provider wrote it: the redact result
 * gets the changes in its own list (so the page's diff offers each for accept or reject), every other
 * prose result gets the changed text and `houseStyle: { changes }`, which the page counts. A field
 * with a length limit (SEO title and description, a post) keeps its text when the rules would push
 * it over the limit. Instruction rules go to the generative provider with the task (its prompt);
 * the offline provider cannot follow them and leaves them out.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { seoLimits, socialPlatforms, type HouseStyleChange } from 'portal-contract';
import type {
  PressReleaseResult,
  RedactResult,
  SeoLivingDocsResult,
  SocialMediaResult,
  SummaryResult,
  ToolRun,
  TopTenResult,
} from '../ai/provider.ts';
import type { Database } from '../db/client.ts';
import { styleRules } from '../db/schema.ts';
import { applyHouseStyle, type StyleChange, type StyleRule } from './engine.ts';

export interface HouseStyle {
  /** Rules that change or flag text, oldest first. */
  rules: StyleRule[];
  /** The sentences of the instruction rules, for a generative provider's prompt. */
  instructions: string[];
}

/** A tenant's enabled rules for all its desks, or for all and one desk. */
export async function loadHouseStyle(db: Database, accountId: number, desk: string | null = null): Promise<HouseStyle> {
  const rows = await db
    .select()
    .from(styleRules)
    .where(
      and(
        eq(styleRules.accountId, accountId),
        eq(styleRules.enabled, true),
        desk ? or(isNull(styleRules.desk), eq(styleRules.desk, desk)) : isNull(styleRules.desk),
      ),
    )
    .orderBy(styleRules.id);
  return {
    rules: rows
      .filter(({ kind }) => kind !== 'instruction')
      .map((row) => ({
        id: String(row.id),
        title: row.title,
        explanation: row.explanation,
        kind: row.kind as StyleRule['kind'],
        find: row.find,
        replace: row.replace,
        wholeWords: row.wholeWords,
      })),
    instructions: rows.filter(({ kind }) => kind === 'instruction').map(({ replace }) => replace),
  };
}

const toChange = ({ ruleId, original, replacement, reason, explanation }: StyleChange): HouseStyleChange => ({
  ruleId,
  original,
  replacement,
  reason,
  explanation,
});

/** Applies the rules field by field; collects the changes and which rules fired (changes and hints). */
export function createStyler(rules: readonly StyleRule[]) {
  const changes: HouseStyleChange[] = [];
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

const withChanges = <Result extends object>(result: Result, changes: HouseStyleChange[]): Result =>
  changes.length > 0 ? { ...result, houseStyle: { changes } } : result;

export const styleResult = {
  redact(result: RedactResult, styler: Styler): RedactResult {
    const applied = styler.apply(result.corrected);
    const hints = applied.hints.map(({ passage, reason, explanation }) => ({ reason, detail: `„${passage}“ – ${explanation}` }));
    const allHints = [...(result.hints ?? []), ...hints];
    return {
      ...result,
      corrected: applied.text,
      changes: [...result.changes, ...applied.changes.map(toChange)],
      ...(allHints.length > 0 ? { hints: allHints } : {}),
    };
  },
  summary(result: SummaryResult, { style, changes }: Styler): SummaryResult {
    return withChanges({ summary: style(result.summary) }, changes);
  },
  pressRelease(result: PressReleaseResult, { style, changes }: Styler): PressReleaseResult {
    return withChanges({ headline: style(result.headline), teaser: style(result.teaser), body: style(result.body) }, changes);
  },
  seoLivingDocs(result: SeoLivingDocsResult, { style, changes }: Styler): SeoLivingDocsResult {
    return withChanges(
      { ...result, title: style(result.title, seoLimits.title), description: style(result.description, seoLimits.description) },
      changes,
    );
  },
  topTen(result: TopTenResult, { style, changes }: Styler): TopTenResult {
    const items = result.items.map((item) => ({ title: style(item.title), explanation: style(item.explanation) }));
    return withChanges({ ...result, items }, changes);
  },
  socialMedia(result: SocialMediaResult, { style, changes }: Styler): SocialMediaResult {
    const limitOf = (platform: string) => socialPlatforms.find(({ id }) => id === platform)?.limit ?? Infinity;
    return withChanges({ posts: result.posts.map((post) => ({ ...post, text: style(post.text, limitOf(post.platform)) })) }, changes);
  },
};

export type HouseStyleRun<Result> = {
  /** The tenant's (and desk's) house style; loaded in the run's first step, before the provider starts. */
  load: () => Promise<HouseStyle>;
  /** The provider's run, given the instruction rules for its prompt. */
  start: (instructions: string[]) => ToolRun<Result>;
  apply: (result: Result, styler: Styler) => Result;
  /** Counts which rules fired (houseStyle/stats.ts); it logs its own failure, a count never fails a run. */
  countFired: (ruleIds: string[]) => Promise<void>;
};

/** A tool run whose prompt has the house style's instructions and whose result passes through its rules. */
export async function* withHouseStyle<Result>({ load, start, apply, countFired }: HouseStyleRun<Result>): ToolRun<Result> {
  const { rules, instructions } = await load();
  const result = yield* start(instructions);
  if (rules.length === 0) return result;
  const styler = createStyler(rules);
  const styled = apply(result, styler);
  if (styler.fired.length > 0) await countFired(styler.fired);
  return styled;
}
