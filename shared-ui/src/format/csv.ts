import { saveFile } from './saveFile';

/**
 * CSV as RFC 4180 describes it: comma-separated, CRLF line ends, fields with a comma, quote or line
 * break in double quotes (quotes doubled), numbers with a dot. The UTF-8 byte order mark makes Excel
 * read umlauts correctly; LibreOffice and scripts ignore it.
 */
export type CsvValue = string | number;

const BOM = '\uFEFF';

/**
 * Spreadsheets run a text cell that starts with =, +, - or @ as a formula ("CSV injection"); article
 * titles come from outside, so such text gets a leading apostrophe. Numbers stay numbers.
 */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: CsvValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutralise(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Offers the CSV as a file download, generated in the browser. */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(csv, fileName, 'text/csv;charset=utf-8');
}
