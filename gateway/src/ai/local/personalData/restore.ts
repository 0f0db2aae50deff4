/**
 * Putting the originals back: each placeholder's n-th occurrence gets its n-th recorded form, and an
 * occurrence beyond those (an answer may name a person more often than the text did) gets the first form.
 * Placeholders start with „[“ and end with the first „]“, so a scan from each „[“ finds them in linear time;
 * an unknown „[Person 99]“ or a plain bracket is left as it stands.
 */
import type { Pseudonymised } from './placeholders.ts';

type Placeholders = Pseudonymised['placeholders'];

/** Longest placeholder text: a „[“ further back than this cannot start one. */
export const longestPlaceholder = (placeholders: Placeholders) => Math.max(0, ...placeholders.map((entry) => entry.placeholder.length));

/** The forms of each placeholder and how many were used; shared by restore and the stream restorer. */
export function createLookup(placeholders: Placeholders) {
  const forms = new Map<string, string[]>();
  for (const { placeholder, original } of placeholders) {
    const list = forms.get(placeholder);
    if (list) list.push(original);
    else forms.set(placeholder, [original]);
  }
  const used = new Map<string, number>();
  const maxLength = longestPlaceholder(placeholders);
  return {
    maxLength,
    isPrefixOfOne(candidate: string): boolean {
      for (const placeholder of forms.keys()) if (placeholder.startsWith(candidate)) return true;
      return false;
    },
    /** Replaces the complete placeholders in `text`. */
    replace(text: string): string {
      let result = '';
      let at = 0;
      let close = -1;
      for (let open = text.indexOf('['); open !== -1; open = text.indexOf('[', open + 1)) {
        if (open < at) continue;
        // The first „]“ after this „[“, found again only when passed: „[[[[…]“ stays linear.
        if (close < open) close = text.indexOf(']', open);
        if (close === -1) break;
        if (close - open + 1 > maxLength) continue;
        const placeholder = text.slice(open, close + 1);
        const list = forms.get(placeholder);
        if (!list) continue;
        const count = used.get(placeholder) ?? 0;
        used.set(placeholder, count + 1);
        result += text.slice(at, open) + (list[count] ?? list[0]!);
        at = close + 1;
      }
      return result + text.slice(at);
    },
  };
}

export function restore(text: string, placeholders: Placeholders): string {
  return createLookup(placeholders).replace(text);
}
