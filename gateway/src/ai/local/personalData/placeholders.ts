/**
 * Placeholders: „[Person 1]“, „[Telefon 2]“ … The same person, number or address gets the same placeholder
 * each time, however it is written („Anna Berger“, „Berger“, „Bergers“; „0171 1234567“, „0171/1234567“).
 * The list holds one entry per replaced occurrence, in text order, so `restore` gives back exactly the
 * form that stood there (the round trip is exact) and an answer that reorders mentions still reads well:
 * each placeholder's first use becomes its first form (usually the full name), then the next ones.
 */
import type { PersonalDataItem, PersonalDataKind } from './types.ts';

export interface Pseudonymised {
  text: string;
  placeholders: { placeholder: string; original: string; kind: PersonalDataKind }[];
}

export const LABELS: Record<PersonalDataKind, string> = {
  person: 'Person',
  email: 'E-Mail',
  phone: 'Telefon',
  iban: 'IBAN',
  address: 'Adresse',
  birthdate: 'Geburtsdatum',
  plate: 'Kennzeichen',
};

/** How two findings of one kind are recognised as the same thing. */
function keyOf(kind: PersonalDataKind, original: string): string {
  switch (kind) {
    case 'phone':
      // „+49 171 1234567“ and „0171/1234567“ are one number.
      return original.replace(/\D/gu, '').replace(/^(?:0049|49)/u, '0');
    case 'iban':
    case 'plate':
      return original.replace(/[\s-]/gu, '').toUpperCase();
    case 'email':
      return original.toLowerCase();
    default:
      return original.replace(/\s+/gu, ' ');
  }
}

const GENITIVE = /(?:['’]s|s|['’])$/u;

/** A person's mention split into the name and a genitive ending that stays in the text („Müller“ + „s“). */
function splitGenitive(original: string, knownWords: Set<string>): { name: string; ending: string } {
  const match = GENITIVE.exec(original);
  if (!match) return { name: original, ending: '' };
  const name = original.slice(0, match.index);
  const lastWord = name.slice(name.lastIndexOf(' ') + 1);
  return knownWords.has(lastWord) ? { name, ending: match[0] } : { name: original, ending: '' };
}

interface Person {
  /** Index in the order found; the placeholder's number is given by first appearance in the text. */
  number: number;
  words: string[];
}

/** The person a mention names: a known one whose words contain all of the mention's words, or a new one. */
function personFor(words: string[], byWord: Map<string, Person[]>): Person | undefined {
  const candidates = byWord.get(words[0]!) ?? [];
  // The latest matching person: „Berger“ after „Paul Berger“ is Paul, even if Anna Berger came before.
  for (let index = candidates.length - 1; index >= 0; index--) {
    const person = candidates[index]!;
    if (words.every((word) => person.words.includes(word))) return person;
  }
  return undefined;
}

/** „[…]“ strings already in the text (up to 40 characters), found in one pass. */
function bracketedIn(text: string): Set<string> {
  const found = new Set<string>();
  let close = -1;
  for (let open = text.indexOf('['); open !== -1; open = text.indexOf('[', open + 1)) {
    if (close < open) close = text.indexOf(']', open);
    if (close === -1) break;
    if (close - open < 40) found.add(text.slice(open, close + 1));
  }
  return found;
}

export function pseudonymise(text: string, items: PersonalDataItem[]): Pseudonymised {
  const sorted = [...items].filter((item) => item.start >= 0 && item.end <= text.length && item.start < item.end);
  sorted.sort((a, b) => a.start - b.start || b.end - a.end);

  // Words of names written without a genitive ending, so „Müllers“ is seen as „Müller“ + „s“.
  const nameWords = new Set<string>();
  for (const item of sorted)
    if (item.kind === 'person') for (const word of text.slice(item.start, item.end).split(/\s+/u)) nameWords.add(word);

  // Full names first, so „Berger“ before „Anna Berger“ in the text still finds Anna.
  const people: Person[] = [];
  const byWord = new Map<string, Person[]>();
  const personNames = sorted
    .filter((item) => item.kind === 'person')
    .map((item) => splitGenitive(text.slice(item.start, item.end), nameWords).name);
  for (const name of [...personNames].sort((a, b) => b.split(' ').length - a.split(' ').length)) {
    const words = name.split(/\s+/u);
    if (personFor(words, byWord)) continue;
    const person = { number: people.length, words };
    people.push(person);
    for (const word of new Set(words)) byWord.set(word, [...(byWord.get(word) ?? []), person]);
  }

  const taken = bracketedIn(text);
  const numbers = new Map<string, number>();
  const counters = new Map<PersonalDataKind, number>();
  const placeholderFor = (kind: PersonalDataKind, key: string): string => {
    const mapKey = `${kind}\u0000${key}`;
    let number = numbers.get(mapKey);
    if (number === undefined) {
      number = (counters.get(kind) ?? 0) + 1;
      // A placeholder already written in the text is skipped, so restoring never touches the author's words.
      while (taken.has(`[${LABELS[kind]} ${number}]`)) number++;
      counters.set(kind, number);
      numbers.set(mapKey, number);
    }
    return `[${LABELS[kind]} ${number}]`;
  };

  let result = '';
  let at = 0;
  const placeholders: Pseudonymised['placeholders'] = [];
  for (const item of sorted) {
    if (item.start < at) continue;
    let original = text.slice(item.start, item.end);
    let ending = '';
    let key = keyOf(item.kind, original);
    if (item.kind === 'person') {
      ({ name: original, ending } = splitGenitive(original, nameWords));
      const person = personFor(original.split(/\s+/u), byWord);
      key = person ? String(person.number) : original;
    }
    const placeholder = placeholderFor(item.kind, key);
    result += text.slice(at, item.start) + placeholder + ending;
    placeholders.push({ placeholder, original, kind: item.kind });
    at = item.end;
  }
  result += text.slice(at);
  return { text: result, placeholders };
}
