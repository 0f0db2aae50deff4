/**
 * The pool's one step for a request: every text a provider would get (a body's string fields) is
 * searched together and pseudonymised with one numbering, so „Anna Berger“ is „[Person 1]“ in the
 * question and in the chat history alike. The texts are joined with a separator that no finding may
 * span and no placeholder contains, then split again.
 */
import { findPersonalData } from './detect.ts';
import { pseudonymise, type Pseudonymised } from './placeholders.ts';
import type { DetectOptions, PersonalDataKind } from './types.ts';

/** Invisible separator (U+2063) between blank lines: ends any sentence, address or name. */
const SEPARATOR = '\n\n\u2063\n\n';

export interface ProtectedTexts {
  /** The texts as the provider may see them, in the order given. */
  texts: string[];
  placeholders: Pseudonymised['placeholders'];
  /** What was found, in text order, for the user's eyes only (never logged or stored). */
  found: { kind: PersonalDataKind; text: string }[];
}

export function protectTexts(texts: readonly string[], options: DetectOptions = {}): ProtectedTexts {
  // A text that holds the separator itself is searched alone (its own numbering is then per text).
  if (texts.some((text) => text.includes('\u2063'))) return protectOneByOne(texts, options);
  const joined = texts.join(SEPARATOR);
  const items = findPersonalData(joined, options).filter((item) => !item.text.includes('\u2063'));
  if (items.length === 0) return { texts: [...texts], placeholders: [], found: [] };
  const { text, placeholders } = pseudonymise(joined, items);
  const parts = text.split(SEPARATOR);
  if (parts.length !== texts.length) return protectOneByOne(texts, options);
  return { texts: parts, placeholders, found: items.map(({ kind, text: found }) => ({ kind, text: found })) };
}

function protectOneByOne(texts: readonly string[], options: DetectOptions): ProtectedTexts {
  const result: ProtectedTexts = { texts: [], placeholders: [], found: [] };
  for (const text of texts) {
    const items = findPersonalData(text, options);
    const done = pseudonymise(text, items);
    result.texts.push(done.text);
    result.placeholders.push(...done.placeholders);
    result.found.push(...items.map(({ kind, text: found }) => ({ kind, text: found })));
  }
  return result;
}
