/** One row per day for a chart: `day` plus one value per series key (`s0`, `s1`, …). */
export type ChartRow = { day: string } & Record<string, number | string>;

export interface Series {
  /** Data key in the chart rows. */
  key: string;
  /** Legend and tooltip name, e.g. the brand. */
  name: string;
}

/**
 * Turns rows "per day and group" (brand, edition) into one chart row per day with a column per group.
 * Keys are generated (`s0`, …) because chart libraries read "a.b" in a data key as a path, and brand
 * names can contain dots ("sz.de").
 */
export function pivotByDay<Row extends { day: string }>(
  rows: readonly Row[],
  groupOf: (row: Row) => string,
  valueOf: (row: Row) => number,
): { data: ChartRow[]; series: Series[] } {
  const keys = new Map<string, string>();
  const byDay = new Map<string, ChartRow>();
  for (const row of rows) {
    const group = groupOf(row);
    let key = keys.get(group);
    if (key === undefined) {
      key = `s${keys.size}`;
      keys.set(group, key);
    }
    const chartRow = byDay.get(row.day) ?? { day: row.day };
    chartRow[key] = valueOf(row);
    byDay.set(row.day, chartRow);
  }
  const data = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  return { data, series: [...keys].map(([name, key]) => ({ key, name })) };
}

export const sum = <Row>(rows: readonly Row[], valueOf: (row: Row) => number): number =>
  rows.reduce((total, row) => total + valueOf(row), 0);
