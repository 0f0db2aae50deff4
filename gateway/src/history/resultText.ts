/**
 * A tool's result as one text: what the history searches, shows, copies and hands on to another
 * tool („Weiterverwenden in …“). Only the text a reader would take, not ids or scores.
 */
import { socialPlatforms, type HistoryTool } from 'portal-contract';
import type {
  KeywordResult,
  PressReleaseResult,
  RedactResult,
  SeoLivingDocsResult,
  SeoReport,
  SocialMediaResult,
  SummaryResult,
  TopTenResult,
  TranscriptResult,
  TranslateResult,
} from '../ai/provider.ts';

type Results = {
  'text-redact': RedactResult;
  'text-translation': TranslateResult;
  summarize: SummaryResult;
  'press-release': PressReleaseResult;
  'seo-living-docs': SeoLivingDocsResult;
  'seo-self-made': SeoReport;
  'top-ten': TopTenResult;
  'social-media': SocialMediaResult;
  'keyword-extraction': KeywordResult;
  'audio-transcript': TranscriptResult;
};
export type ResultOf<Tool extends HistoryTool> = Results[Tool];

const platformLabel = (id: string) => socialPlatforms.find((platform) => platform.id === id)?.label ?? id;

const texts: { [Tool in HistoryTool]: (result: Results[Tool]) => string } = {
  'text-redact': (result) => result.corrected,
  'text-translation': (result) => result.translation,
  summarize: (result) => result.summary,
  'press-release': (result) => [result.headline, result.teaser, result.body].filter(Boolean).join('\n\n'),
  'seo-living-docs': (result) =>
    [
      `SEO-Titel: ${result.title}`,
      `Beschreibung: ${result.description}`,
      `Fokus-Keyword: ${result.focusKeyword}`,
      `Keywords: ${result.keywords.join(', ')}`,
      `Slug: ${result.slug}`,
    ].join('\n'),
  'seo-self-made': (result) =>
    [
      `SEO-Wert: ${result.score}/100`,
      `Lesbarkeit: ${result.readability.label}`,
      ...result.checks.map((check) => `${check.passed ? '✓' : '✗'} ${check.label}${check.suggestion ? ` – ${check.suggestion}` : ''}`),
    ].join('\n'),
  'top-ten': (result) =>
    [...result.items.map((item, index) => `${index + 1}. ${item.title}\n${item.explanation}`), result.note ?? '']
      .filter(Boolean)
      .join('\n\n'),
  'social-media': (result) => result.posts.map((post) => `${platformLabel(post.platform)}:\n${post.text}`).join('\n\n'),
  'keyword-extraction': (result) =>
    [result.keywords.map(({ term }) => term).join(', '), result.phrases.map(({ term }) => term).join(', ')].filter(Boolean).join('\n'),
  'audio-transcript': (result) => result.text,
};

export function resultTextOf<Tool extends HistoryTool>(tool: Tool, result: Results[Tool]): string {
  return texts[tool](result);
}
