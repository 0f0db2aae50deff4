/**
 * Damerau–Levenshtein distance (optimal string alignment): insertions, deletions, substitutions and
 * swaps of two neighbours cost 1 each – "Zietung" → "Zeitung" is one edit, as a typist sees it. ß and
 * "ss" are one edit apart ("Strasse" → "Straße"), and so are two spellings that differ only in case.
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.replace(/ß/g, 'ss') === b.replace(/ß/g, 'ss')) return 1;
  const x = [...a];
  const y = [...b];
  const rows = x.length + 1;
  const cols = y.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const previous = d[i - 1] as number[];
      let value = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        value = Math.min(value, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = value;
    }
  }
  return (d[rows - 1] as number[])[cols - 1] as number;
}
