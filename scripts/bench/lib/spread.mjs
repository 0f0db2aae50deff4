/**
 * Several runs of one measure, told as the bench's table tells them: the median and the worst run
 * (the one a phone in a newsroom's basement gets). Budgets apply to the worst.
 */

/** The median of numbers (the lower middle for an even count: never flattering). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Groups results by a key, keeping the order in which keys first appear. */
export function groupBy(items, keyOf) {
  const groups = new Map();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/** „Median 97 · schlechtester 93 (5 Läufe)“; `worstOf` picks the worst value (min for scores, max for times). */
export function spread(values, { worst = Math.min, unit = '' } = {}) {
  const figure = (value) => `${value}${unit}`;
  return {
    median: median(values),
    worst: worst(...values),
    text: `Median ${figure(median(values))} · schlechtester ${figure(worst(...values))} (${values.length} Läufe)`,
  };
}
