import { toCsv } from 'shared-ui';
import type { KeywordResult, RankedTerm } from 'shared-ui';

/** Both rankings in one sheet, scores with a dot so spreadsheets compute with them. */
const rows = (kind: string, terms: readonly RankedTerm[]) => terms.map((entry, index) => [kind, index + 1, entry.term, entry.score]);

export function keywordCsv(result: KeywordResult): string {
  return toCsv(['Art', 'Rang', 'Begriff', 'Gewichtung'], [...rows('Keyword', result.keywords), ...rows('Schlüsselphrase', result.phrases)]);
}

/** The terms as one comma-separated line, e.g. for a CMS keyword field. */
export const commaList = (terms: readonly RankedTerm[]): string => terms.map((entry) => entry.term).join(', ');
