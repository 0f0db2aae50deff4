/** Keyword Extraction: ranked keywords and key phrases with scores (offline analysis, group tenant). */
import { z } from 'zod';
import { keywordCount } from '../catalogue/toolOptions.ts';
import { defineTool, keptResultFields, textField, type ToolLimits } from './define.ts';

export function keywordExtractionSchemas({ maxTextLength }: ToolLimits) {
  /** score: 0–1, highest first. */
  const term = z.object({ term: z.string(), score: z.number().min(0).max(1) });
  return {
    body: z.object({
      text: textField(maxTextLength),
      max: z.number().int().min(keywordCount.min).max(keywordCount.max).default(keywordCount.default),
    }),
    result: z.object({ keywords: z.array(term), phrases: z.array(term), provenance: keptResultFields().provenance }),
    term,
  };
}
export type KeywordRequest = z.infer<ReturnType<typeof keywordExtractionSchemas>['body']>;
export type KeywordResult = z.infer<ReturnType<typeof keywordExtractionSchemas>['result']>;
export type RankedTerm = z.infer<ReturnType<typeof keywordExtractionSchemas>['term']>;

export const keywordExtraction = defineTool<typeof keywordExtractionSchemas>()({
  id: 'keyword-extraction',
  catalogue: {
    name: 'Keyword Extraction',
    description: 'Findet die wichtigsten Schlagwörter und Schlüsselphrasen eines Textes.',
    howto: 'Füge deinen Text ein. Du erhältst die wichtigsten Keywords und Schlüsselphrasen mit ihrer Gewichtung.',
    icon: 'hash',
    group: 'misc',
    page: { remote: 'mfe_misc', module: './KeywordExtraction' },
    groupOnly: true,
  },
  transport: 'json',
  engine: { kind: 'offline' },
  history: true,
  rated: true,
  asText: (result) =>
    [result.keywords.map(({ term }) => term).join(', '), result.phrases.map(({ term }) => term).join(', ')].filter(Boolean).join('\n'),
});
