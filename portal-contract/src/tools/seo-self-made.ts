/** SEO Self Made: checks of the user's own title, description, text and focus keyword, with a score. */
import { z } from 'zod';
import { defineTool, keptResultFields, textField, type ToolLimits } from './define.ts';

const SEO_FIELD_MAX_LENGTH = 1000;
const FOCUS_KEYWORD_MAX_LENGTH = 200;

export function seoSelfMadeSchemas({ maxTextLength }: ToolLimits) {
  const seoField = (max: number) => z.string().max(max).default('');
  const check = z.object({ id: z.string(), label: z.string(), passed: z.boolean(), suggestion: z.string().optional() });
  return {
    body: z.object({
      title: seoField(SEO_FIELD_MAX_LENGTH),
      description: seoField(SEO_FIELD_MAX_LENGTH),
      text: textField(maxTextLength, 'seo-text-empty'),
      focusKeyword: seoField(FOCUS_KEYWORD_MAX_LENGTH),
    }),
    result: z.object({
      /** 0–100. */
      score: z.number().min(0).max(100),
      /** Flesch reading ease for German (Amstad) with its German label. */
      readability: z.object({ flesch: z.number(), label: z.string() }),
      checks: z.array(check),
      provenance: keptResultFields().provenance,
    }),
    check,
  };
}
export type SeoCheckRequest = z.infer<ReturnType<typeof seoSelfMadeSchemas>['body']>;
export type SeoReport = z.infer<ReturnType<typeof seoSelfMadeSchemas>['result']>;
export type SeoCheck = z.infer<ReturnType<typeof seoSelfMadeSchemas>['check']>;

export type ScoreBand = 'good' | 'fair' | 'poor';

/** The bands editors know from SEO plugins: green from 80, amber from 50, red below. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'good';
  if (score >= 50) return 'fair';
  return 'poor';
}

export const bandLabels: Record<ScoreBand, string> = { good: 'Gut', fair: 'Ausbaufähig', poor: 'Schwach' };

/** The score as shown: a whole number within 0–100 whatever arrives. */
export const shownScore = (score: number): number => Math.min(100, Math.max(0, Math.round(score)));

/** The Flesch value with one decimal, de-DE ("62,4"). */
export const formatFlesch = (flesch: number): string => (Math.round(flesch * 10) / 10).toLocaleString('de-DE');

/** Failed checks first (they carry the work to do), otherwise in the gateway's order. */
export const failedFirst = (checks: SeoCheck[]): SeoCheck[] => [...checks.filter((c) => !c.passed), ...checks.filter((c) => c.passed)];

/** The report as plain text, e.g. to paste into a ticket or a chat. */
function reportText({ score, readability, checks }: SeoReport): string {
  const shown = shownScore(score);
  return [
    `Punktzahl: ${shown} von 100 (${bandLabels[scoreBand(shown)]})`,
    `Lesbarkeit (Flesch): ${formatFlesch(readability.flesch)} – ${readability.label}`,
    '',
    ...failedFirst(checks).map((check) =>
      check.passed ? `✓ ${check.label}` : `✗ ${check.label}${check.suggestion ? `\n  → ${check.suggestion}` : ''}`,
    ),
  ].join('\n');
}

export const seoSelfMade = defineTool<typeof seoSelfMadeSchemas>()({
  id: 'seo-self-made',
  catalogue: {
    name: 'SEO Self Made',
    description: 'Prüft deinen eigenen Titel, deine Beschreibung und deinen Text auf SEO-Tauglichkeit.',
    howto:
      'Gib Titel, Beschreibung, Text und Fokus-Keyword ein. Du erhältst eine Bewertung mit Prüfungen zu Längen, Keyword-Platzierung, Keyword-Dichte und Lesbarkeit sowie konkrete Vorschläge.',
    icon: 'pen-line',
    group: 'seo',
    page: { remote: 'mfe_seo', module: './SeoSelfMade' },
    groupOnly: false,
  },
  transport: 'json',
  engine: { kind: 'offline' },
  history: true,
  rated: true,
  asText: reportText,
});
