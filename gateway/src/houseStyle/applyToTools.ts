/**
 * The house style applied to what the tools write, whichever provider wrote it: the redact result
 * gets the changes in its own list (so the page's diff offers each for accept or reject), every other
 * prose result gets the changed text and `houseStyle: { changes }`, which the page counts. A field
 * with a length limit (SEO title and description, a post) keeps its text when the rules would push
 * it over the limit.
 */
import { and, eq, isNull, ne, or } from 'drizzle-orm';
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
import { applyHouseStyle, type StyleRule } from './engine.ts';

/** The tenant's enabled rules that change or flag text (instructions are for prompts), oldest first. */
export async function loadStyleRules(db: Database, accountId: number, desk: string | null = null): Promise<StyleRule[]> {
  const rows = await db
    .select()
    .from(styleRules)
    .where(
      and(
        eq(styleRules.accountId, accountId),
        eq(styleRules.enabled, true),
        ne(styleRules.kind, 'instruction'),
        desk ? or(isNull(styleRules.desk), eq(styleRules.desk, desk)) : isNull(styleRules.desk),
      ),
    )
    .orderBy(styleRules.id);
  return rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    explanation: row.explanation,
    kind: row.kind as StyleRule['kind'],
    find: row.find,
    replace: row.replace,
    wholeWords: row.wholeWords,
  }));
}

/** Applies the rules to one field; collects the changes; keeps the text when a limit would break. */
function styler(rules: readonly StyleRule[]) {
  const changes: HouseStyleChange[] = [];
  const style = (text: string, limit = Infinity): string => {
    const result = applyHouseStyle(text, rules);
    if ([...result.text].length > limit) return text;
    changes.push(
      ...result.changes.map(({ original, replacement, reason, explanation }) => ({ original, replacement, reason, explanation })),
    );
    return result.text;
  };
  return { style, changes };
}

const withChanges = <Result extends object>(result: Result, changes: HouseStyleChange[]): Result =>
  changes.length > 0 ? { ...result, houseStyle: { changes } } : result;

export const styleResult = {
  redact(result: RedactResult, rules: readonly StyleRule[]): RedactResult {
    const applied = applyHouseStyle(result.corrected, rules);
    const hints = applied.hints.map(({ passage, reason, explanation }) => ({ reason, detail: `„${passage}“ – ${explanation}` }));
    const allHints = [...(result.hints ?? []), ...hints];
    return {
      ...result,
      corrected: applied.text,
      changes: [
        ...result.changes,
        ...applied.changes.map(({ original, replacement, reason, explanation }) => ({ original, replacement, reason, explanation })),
      ],
      ...(allHints.length > 0 ? { hints: allHints } : {}),
    };
  },
  summary(result: SummaryResult, rules: readonly StyleRule[]): SummaryResult {
    const { style, changes } = styler(rules);
    return withChanges({ summary: style(result.summary) }, changes);
  },
  pressRelease(result: PressReleaseResult, rules: readonly StyleRule[]): PressReleaseResult {
    const { style, changes } = styler(rules);
    return withChanges({ headline: style(result.headline), teaser: style(result.teaser), body: style(result.body) }, changes);
  },
  seoLivingDocs(result: SeoLivingDocsResult, rules: readonly StyleRule[]): SeoLivingDocsResult {
    const { style, changes } = styler(rules);
    return withChanges(
      { ...result, title: style(result.title, seoLimits.title), description: style(result.description, seoLimits.description) },
      changes,
    );
  },
  topTen(result: TopTenResult, rules: readonly StyleRule[]): TopTenResult {
    const { style, changes } = styler(rules);
    const items = result.items.map((item) => ({ title: style(item.title), explanation: style(item.explanation) }));
    return withChanges({ ...result, items }, changes);
  },
  socialMedia(result: SocialMediaResult, rules: readonly StyleRule[]): SocialMediaResult {
    const { style, changes } = styler(rules);
    const limitOf = (platform: string) => socialPlatforms.find(({ id }) => id === platform)?.limit ?? Infinity;
    return withChanges({ posts: result.posts.map((post) => ({ ...post, text: style(post.text, limitOf(post.platform)) })) }, changes);
  },
};

/**
 * A tool run whose result passes through the house style before it is sent. The rules are loaded
 * when the provider is done, so a provider that fails at once costs no query.
 */
export async function* withHouseStyle<Result>(
  run: ToolRun<Result>,
  loadRules: () => Promise<StyleRule[]>,
  apply: (result: Result, rules: readonly StyleRule[]) => Result,
): ToolRun<Result> {
  const result = yield* run;
  const rules = await loadRules();
  return rules.length > 0 ? apply(result, rules) : result;
}
