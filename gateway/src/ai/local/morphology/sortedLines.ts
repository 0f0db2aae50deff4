/**
 * A sorted text file of `key\tvalue` lines, searched in place: one string and the offsets of its lines
 * (a Uint32Array), no object per line. A lookup is a binary search, about 20 comparisons for 300 000 lines.
 */
export class SortedLines {
  private readonly starts: Uint32Array;

  constructor(private readonly text: string) {
    let count = 0;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
    this.starts = new Uint32Array(count + 1);
    let line = 0;
    this.starts[0] = 0;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) this.starts[++line] = at + 1;
  }

  get size(): number {
    return this.starts.length - 1;
  }

  /** The value of `key`, or undefined. */
  find(key: string): string | undefined {
    let low = 0;
    let high = this.starts.length - 2;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = this.starts[middle]!;
      const tab = this.text.indexOf('\t', start);
      const candidate = this.text.slice(start, tab);
      if (candidate === key) return this.text.slice(tab + 1, this.starts[middle + 1]! - 1);
      if (candidate < key) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }
}
