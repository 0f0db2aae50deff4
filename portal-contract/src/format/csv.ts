/**
 * The portal's one CSV writer, used by the dashboards' downloads in the browser and by the gateway's
 * feedback export and audit log. RFC 4180: comma-separated (or another delimiter), CRLF line ends,
 * fields with the delimiter, a quote or a line break in double quotes (quotes doubled), numbers with
 * a dot, empty for null. The UTF-8 byte order mark makes Excel read umlauts; LibreOffice and scripts
 * ignore it.
 */
export type CsvValue = string | number | null;

const BOM = '\uFEFF';

/**
 * Spreadsheets run a text cell that starts with =, +, -, @, tab or CR as a formula ("CSV injection");
 * article titles and feedback come from outside, so such text gets a leading apostrophe. Numbers stay
 * numbers.
 */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: CsvValue, delimiter = ','): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutralise(value);
  const needsQuotes = text.includes('"') || text.includes(delimiter) || /[\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[], delimiter = ','): string {
  return BOM + [header, ...rows].map((row) => row.map((value) => csvField(value, delimiter)).join(delimiter)).join('\r\n') + '\r\n';
}
