/**
 * German typography fixes for "Korrigieren": typewriter quotes to „…“, English quotes “…” to „…“,
 * a hyphen between words to a dash (–), "..." to "…", double spaces, a space before a punctuation
 * mark, and abbreviations without their space ("z.B." → "z. B."). Web and e-mail addresses are
 * protected: they are swapped for placeholders first, so no rule can touch them.
 */
import type { RedactChange } from '../provider.ts';

export interface TypographyResult {
  text: string;
  changes: RedactChange[];
}

/** Addresses that must stay byte for byte (URLs, www…, e-mail). */
// Each run of word characters is tried from its first character only (the look-behinds): tried from
// every character, a 20 000-letter word without an @ cost n² steps (docs/architecture.md, bounded work).
const PROTECTED = /\b(?:https?:\/\/|www\.)[^\s"“”„<>]+[^\s"“”„<>.,;:!?)]|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

const ABBREVIATIONS: [string, string][] = [
  ['z.B.', 'z. B.'],
  ['z.b.', 'z. B.'],
  ['u.a.', 'u. a.'],
  ['d.h.', 'd. h.'],
  ['z.T.', 'z. T.'],
  ['u.U.', 'u. U.'],
  ['i.d.R.', 'i. d. R.'],
  ['o.Ä.', 'o. Ä.'],
  ['v.a.', 'v. a.'],
  ['s.o.', 's. o.'],
  ['s.u.', 's. u.'],
  ['u.v.m.', 'u. v. m.'],
  ['z.Zt.', 'z. Zt.'],
  ['m.E.', 'm. E.'],
  ['i.A.', 'i. A.'],
  ['u.Ä.', 'u. Ä.'],
  ['d.J.', 'd. J.'],
  ['v.l.n.r.', 'v. l. n. r.'],
];

type Rule = (text: string, changes: RedactChange[]) => string;

const rules: Rule[] = [
  // Typewriter quotes in pairs: an opening one after a space or bracket, a closing one before a space
  // or punctuation. Inch marks after digits (24") are left alone.
  (text, changes) =>
    text.replace(/(^|[\s([{–—/])"([^"\n]+?)"(?=$|[\s.,;:!?)\]}–—])/gm, (whole, before: string, inner: string) => {
      if (/^\s|\s$/.test(inner)) return whole;
      changes.push({ original: `"${inner}"`, replacement: `„${inner}“`, reason: 'Typografie: Anführungszeichen' });
      return `${before}„${inner}“`;
    }),
  // English quotes “…” are German „…“.
  (text, changes) =>
    text.replace(/(^|[\s([{–—/])“([^“”„\n]+?)”/gm, (_whole, before: string, inner: string) => {
      changes.push({ original: `“${inner}”`, replacement: `„${inner}“`, reason: 'Typografie: Anführungszeichen' });
      return `${before}„${inner}“`;
    }),
  // A hyphen with spaces between words is a dash: "Stadt - Land" → "Stadt – Land".
  (text, changes) =>
    text.replace(/(?<![\p{L}\p{N}“"!?)])([\p{L}\p{N}“"!?)]+) (?:-|--) (?=[\p{L}\p{N}„"(])/gu, (_whole, word: string) => {
      changes.push({ original: `${word} - `, replacement: `${word} – `, reason: 'Typografie: Gedankenstrich' });
      return `${word} – `;
    }),
  // Three dots are one ellipsis character.
  (text, changes) =>
    text.replace(/(?<!\.)\.\.\.(?!\.)/g, () => {
      changes.push({ original: '...', replacement: '…', reason: 'Typografie: Auslassungspunkte' });
      return '…';
    }),
  // Abbreviations with their narrow space: "z.B." → "z. B.".
  (text, changes) => {
    let result = text;
    for (const [wrong, right] of ABBREVIATIONS) {
      const pattern = new RegExp(`(?<![\\p{L}.])${escape(wrong)}`, 'gu');
      result = result.replace(pattern, () => {
        changes.push({ original: wrong, replacement: right, reason: 'Typografie: Abkürzung' });
        return right;
      });
    }
    return result;
  },
  // No space before , . ; : ! ? (an ellipsis " …" standing for left-out words keeps its space).
  (text, changes) =>
    text.replace(/(?<![\p{L}\p{N}“”)])([\p{L}\p{N}“”)]+)[ \t]+([,.;:!?]+)(?=\s|$)/gu, (_whole, word: string, marks: string) => {
      changes.push({ original: `${word} ${marks}`, replacement: `${word}${marks}`, reason: 'Typografie: Leerzeichen vor Satzzeichen' });
      return `${word}${marks}`;
    }),
  // Several spaces between two words are one (indentation at the start of a line stays).
  (text, changes) =>
    text.replace(/(?<!\S)(\S+)[ \t]{2,}(?=(\S+))/g, (_whole, left: string, right: string) => {
      changes.push({ original: `${left}  ${right}`, replacement: `${left} ${right}`, reason: 'Typografie: doppeltes Leerzeichen' });
      return `${left} `;
    }),
];

function escape(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function fixTypography(text: string): TypographyResult {
  const kept: string[] = [];
  let working = text.replace(PROTECTED, (address) => {
    kept.push(address);
    return `\uE000${kept.length - 1}\uE001`;
  });
  const changes: RedactChange[] = [];
  for (const rule of rules) working = rule(working, changes);
  const restore = (value: string) => value.replace(PLACEHOLDER, (_whole, index: string) => kept[Number(index)] ?? '');
  return {
    text: restore(working),
    changes: changes.map((change) => ({ ...change, original: restore(change.original), replacement: restore(change.replacement) })),
  };
}
