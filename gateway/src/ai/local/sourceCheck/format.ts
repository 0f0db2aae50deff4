/** German wording of values for the reasons. */

export function formatNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return rounded.toLocaleString('de-DE', { maximumFractionDigits: 2 });
}

/** The source's own words for a span, squeezed to one line. */
export function quoteText(text: string, start: number, end: number): string {
  return text.slice(start, end).replace(/\s+/g, ' ').trim();
}

/** „Peter Klein“, „Anna Berger und Peter Klein“, „A, B und C“. */
export function listGerman(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`;
}
