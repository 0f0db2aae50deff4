import type { KeywordResult, RankedTerm } from './api';

/**
 * RFC 4180 like the dashboards' export: comma-separated, CRLF, quoted where needed, scores with a dot
 * so spreadsheets compute with them; the byte order mark makes Excel read umlauts. A term starting
 * with =, +, - or @ gets an apostrophe, or a spreadsheet would run it as a formula.
 */
function field(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const rows = (kind: string, terms: readonly RankedTerm[]) => terms.map((entry, index) => [kind, index + 1, entry.term, entry.score]);

export function keywordCsv(result: KeywordResult): string {
  const table = [['Art', 'Rang', 'Begriff', 'Gewichtung'], ...rows('Keyword', result.keywords), ...rows('Schlüsselphrase', result.phrases)];
  return `\uFEFF${table.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** The terms as one comma-separated line, e.g. for a CMS keyword field. */
export const commaList = (terms: readonly RankedTerm[]): string => terms.map((entry) => entry.term).join(', ');
