/**
 * The portal's one CSV writer, used by the dashboards' downloads in the browser and by the gateway's
 * exports (audit log, feedback, usage, house style). RFC 4180 with CRLF line ends, comma-separated or
 * another delimiter. Every text field is in double quotes (quotes doubled), whatever the delimiter, so
 * a reader that splits on another character (German Excel on `;`) still keeps a text together.
 * Numbers stay unquoted with a dot, null is empty. Readers that split without regard to quotes remain,
 * so inside a text every formula start after anything a spreadsheet might split on gets a `'` too (see
 * `neutralise`). The UTF-8 byte order mark makes Excel read umlauts; LibreOffice and scripts ignore it.
 */
export type CsvValue = string | number | null;

const BOM = '\uFEFF';

/**
 * Spreadsheets run a cell that starts with =, +, -, @ (after spaces, too) or with tab or CR as a
 * formula ("CSV injection"); titles, feedback and rules come from outside. A reader that splits on
 * another character than ours (`,` `;` tab `|` CR LF) starts cells inside our field, so every such
 * start gets a `'` right before the trigger: `Regel;=1+1` → `Regel;'=1+1`; `Nord-Süd` stays. A text
 * that starts with tab or CR gets it in front, unless a trigger follows at once: then the tab is a
 * separator and the `'` stands before the trigger (`\t=1` → `\t'=1`).
 *
 * Linear on any input (20 000 characters of `;=` included): no nested quantifiers, and the blanks
 * `[^\S\t\r\n]` (whitespace but no separator) cannot also be the separator before them, so each
 * character is looked at a bounded number of times whatever follows.
 */
const FORMULA_START = /(?:^|[,;|\t\r\n])[^\S\t\r\n]*(?=[=+\-@])|^(?=[\t\r])/g;
/** The guard `neutralise` puts in, for readers of our own files (the house-style import). */
const FORMULA_GUARD = /((?:^|[,;|\t\r\n])[^\S\t\r\n]*)'(?=[=+\-@])|^'(?=[\t\r])/g;

function neutralise(value: string): string {
  return value.replace(FORMULA_START, "$&'");
}

/**
 * A text cell as the portal wrote it, without the guards of `neutralise` (a `'` in such a place that
 * the text had itself is dropped, too).
 */
export function csvCellText(value: string): string {
  return value.replace(FORMULA_GUARD, '$1');
}

/** One field; the same for every delimiter, since text is always quoted. */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return `"${neutralise(value).replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[], delimiter = ','): string {
  return BOM + [header, ...rows].map((row) => row.map((value) => csvField(value)).join(delimiter)).join('\r\n') + '\r\n';
}
