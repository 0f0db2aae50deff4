/** SEO Self Made: checks of the user's own title, description, text and focus keyword, with a score. */
import { z } from 'zod';
import { defineTool, textField, type ToolLimits } from './define.ts';

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
    }),
    check,
  };
}
export type SeoCheckRequest = z.infer<ReturnType<typeof seoSelfMadeSchemas>['body']>;
export type SeoReport = z.infer<ReturnType<typeof seoSelfMadeSchemas>['result']>;
export type SeoCheck = z.infer<ReturnType<typeof seoSelfMadeSchemas>['check']>;

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
  asText: (result) =>
    [
      `SEO-Wert: ${result.score}/100`,
      `Lesbarkeit: ${result.readability.label}`,
      ...result.checks.map((check) => `${check.passed ? '✓' : '✗'} ${check.label}${check.suggestion ? ` – ${check.suggestion}` : ''}`),
    ].join('\n'),
});
