/**
 * findPersonalData: every finder over the text, then one list in text order without overlaps. Where two
 * findings overlap, the more specific kind wins (an IBAN over the phone number inside it, an address over
 * the person in „Karl Marx Allee 5“), then the longer one.
 */
import { findAddresses } from './address.ts';
import { findBirthdates } from './birthdate.ts';
import { findEmails } from './email.ts';
import { findIbans } from './iban.ts';
import { findPersonMentions, type PersonMention } from './persons.ts';
import { findPhones } from './phone.ts';
import { findPlates } from './plate.ts';
import { tokenize } from './tokens.ts';
import type { DetectOptions, PersonalDataItem, PersonalDataKind } from './types.ts';

const PRIORITY: Record<PersonalDataKind, number> = {
  email: 0,
  iban: 1,
  phone: 2,
  plate: 3,
  birthdate: 4,
  address: 5,
  person: 6,
};

export function findPersonalData(text: string, options: DetectOptions = {}): PersonalDataItem[] {
  const tokens = tokenize(text);
  const mentions = findPersonMentions(tokens);
  const persons = (
    options.keepOfficeHolders
      ? withoutOfficeHolders(
          mentions,
          tokens.map((token) => token.text),
        )
      : mentions
  ).map((mention): PersonalDataItem => ({
    kind: 'person',
    text: text.slice(mention.start, mention.end),
    start: mention.start,
    end: mention.end,
  }));
  const candidates = [
    ...findEmails(text),
    ...findIbans(text),
    ...findPhones(text),
    ...findPlates(text),
    ...findBirthdates(text),
    ...findAddresses(text, tokens),
    ...persons,
  ];
  return withoutOverlaps(candidates, text.length);
}

/** An office holder stays named, and so does every later mention of the same surname or first name. */
function withoutOfficeHolders(mentions: PersonMention[], words: string[]): PersonMention[] {
  const kept = new Set<string>();
  for (const mention of mentions) if (mention.office) for (const index of mention.words) kept.add(words[index]!);
  return mentions.filter((mention) => !mention.office && !mention.words.some((index) => kept.has(words[index]!)));
}

/** Marks taken characters instead of comparing every pair, so 5 000 findings stay linear. */
function withoutOverlaps(candidates: PersonalDataItem[], length: number): PersonalDataItem[] {
  const taken = new Uint8Array(length);
  const ranked = [...candidates].sort(
    (a, b) => PRIORITY[a.kind] - PRIORITY[b.kind] || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const chosen: PersonalDataItem[] = [];
  for (const candidate of ranked) {
    if (taken.subarray(candidate.start, candidate.end).includes(1)) continue;
    taken.fill(1, candidate.start, candidate.end);
    chosen.push(candidate);
  }
  return chosen.sort((a, b) => a.start - b.start);
}
