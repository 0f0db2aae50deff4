/**
 * Draft people, functions, parties, organisations and places against the source. A name the source
 * never writes is a finding; so is a function or party the source gives to someone else.
 */
import type { Alignment, SentenceIndex } from './align.ts';
import type { Facts } from './facts.ts';
import { listGerman } from './format.ts';
import type { NameMention } from './names.ts';
import type { SourcePeople } from './people.ts';
import { fold, isContentWord, stem } from './text.ts';
import type { SourceFinding, Token } from './types.ts';

export function checkNames(
  source: Facts,
  draft: Facts,
  people: SourcePeople,
  alignments: Alignment[][],
  index: SentenceIndex,
): SourceFinding[] {
  const findings: SourceFinding[] = [];
  const sourceParties = new Map(source.entities.parties.map((mention) => [mention.party, mention.text]));

  for (const mention of draft.entities.persons) {
    const person = people.find(mention.surname);
    const at = { text: mention.text, start: mention.start, end: mention.end };
    if (!person) {
      // The source may write the name where no rule reads it as one.
      if (sourceHasName(source, mention.surname)) continue;
      findings.push({ ...at, kind: 'person', reason: `Die Quelle nennt ${mention.text} nicht.` });
      continue;
    }
    if (mention.firstName && person.firstNames.size > 0 && !person.firstNames.has(mention.firstName)) {
      findings.push({ ...at, kind: 'person', reason: `Die Quelle nennt ${person.display}.` });
      continue;
    }
    const title = mention.functions[0];
    if (title) {
      const holders = people.byFunction.get(title.group);
      if (person.functions.size > 0 && !person.functions.has(title.group)) {
        const own = [...person.functions.values()][0] ?? '';
        findings.push({
          text: title.text,
          start: title.start,
          end: title.end,
          kind: 'function',
          reason: `Die Quelle nennt ${person.display} als ${own}.`,
        });
      } else if (person.functions.size === 0 && holders && !holders.has(person.surname)) {
        const other = people.bySurname.get([...holders][0] ?? '');
        findings.push({
          text: title.text,
          start: title.start,
          end: title.end,
          kind: 'function',
          reason: other
            ? `In der Quelle ist ${other.display} ${other.functions.get(title.group) ?? title.text}, nicht ${mention.text}.`
            : `Die Quelle nennt ${mention.text} nicht als ${title.text}.`,
        });
      } else if (person.functions.size === 0 && !holders && !source.vocabulary.hasLoosely(title.root, 5)) {
        findings.push({
          text: title.text,
          start: title.start,
          end: title.end,
          kind: 'function',
          reason: `Die Quelle nennt ${person.display} nicht als ${title.text}.`,
        });
      }
    }
    const party = mention.party;
    if (party && person.parties.size > 0 && !person.parties.has(party.party)) {
      const own = [...person.parties.values()][0] ?? '';
      const reason = own.toLowerCase().startsWith('parteilos')
        ? `In der Quelle ist ${person.display} parteilos.`
        : `Die Quelle nennt ${person.display} (${own}).`;
      findings.push({ text: party.text, start: party.start, end: party.end, kind: 'organisation', reason });
    }
  }

  // Parties: unknown to the source, or moved to another statement.
  const flaggedStarts = new Set(findings.map((finding) => finding.start));
  const attachedParties = new Set(draft.entities.persons.flatMap((person) => (person.party ? [person.party.start] : [])));
  for (const mention of draft.entities.parties) {
    const at = { text: mention.text, start: mention.start, end: mention.end, kind: 'organisation' as const };
    if (!sourceParties.has(mention.party)) {
      if (flaggedStarts.has(mention.start)) continue;
      const named = [...sourceParties.values()];
      findings.push({
        ...at,
        reason:
          named.length > 0
            ? `Die Quelle nennt ${listGerman(named.slice(0, 4))}, nicht ${mention.text}.`
            : `Die Quelle nennt ${mention.text} nicht.`,
      });
      continue;
    }
    if (attachedParties.has(mention.start)) continue;
    // Align the clause of the party, not the whole sentence: a draft sentence often joins two of the source.
    const best = index.align(clauseWords(draft, mention.start), 1)[0];
    if (!best || best.score < 6) continue;
    const partiesThere = source.entities.parties.filter((other) => other.sentence === best.sentence);
    const draftPartiesHere = draft.entities.parties.filter((other) => other.sentence === mention.sentence);
    if (draftPartiesHere.length === 1 && partiesThere.length > 0 && !partiesThere.some((other) => other.party === mention.party)) {
      findings.push({ ...at, reason: `In der Quelle steht das von ${listGerman([...new Set(partiesThere.map((other) => other.text))])}.` });
    }
  }

  for (const name of draft.entities.names) {
    if (nameSupported(source, name)) continue;
    findings.push({
      text: name.text,
      start: name.start,
      end: name.end,
      kind: name.kind,
      reason: missingNameReason(source, name, alignments),
    });
  }
  return findings;
}

/** Content stems of the clause (between commas) around an offset. */
function clauseWords(facts: Facts, offset: number): string[] {
  const tokens = facts.tokens;
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tokens[middle] as Token).start < offset) low = middle + 1;
    else high = middle;
  }
  const at = Math.min(low, tokens.length - 1);
  const sentence = tokens[at]?.sentence;
  let first = at;
  while (first > 0 && tokens[first - 1]?.sentence === sentence && !/^[,;:–]$/.test(tokens[first - 1]?.text ?? '')) first--;
  let last = at;
  while (last < tokens.length && tokens[last]?.sentence === sentence && !/^[,;:–]$/.test(tokens[last]?.text ?? '')) last++;
  // Bounded for one endless clause: the words nearest to the party.
  first = Math.max(first, at - 40);
  last = Math.min(last, at + 40);
  const words: string[] = [];
  for (let k = first; k < last; k++) {
    const token = tokens[k] as Token;
    if (isContentWord(token)) words.push(stem(token.text));
  }
  return words;
}

function sourceHasName(source: Facts, surname: string): boolean {
  return source.vocabulary.has(surname) || (surname.endsWith('s') && source.vocabulary.has(surname.slice(0, -1)));
}

function nameSupported(source: Facts, name: NameMention): boolean {
  // Roads: "A 60" is "A60".
  if (name.cue === 'straße' && /^[ABLK]\s?\d/.test(name.text))
    return source.text.replace(/\s+/g, '').includes(name.text.replace(/\s+/g, ''));
  const words = name.key.filter((word) => word.length > 1);
  if (words.length === 0) return true;
  if (name.cue === 'adjektiv') {
    // "Mainzer" for Mainz, "Wiesbadener" for Wiesbaden.
    const word = words[0] as string;
    const base = word.replace(/(er|ern|ers|erin)$/, '');
    return source.vocabulary.hasLoosely(word, 4) || (base.length >= 3 && source.vocabulary.hasLoosely(base, 3));
  }
  if (name.kind === 'organisation' && /^[A-ZÄÖÜ][A-ZÄÖÜa-z]*[A-ZÄÖÜ]$/.test(name.text) && acronymInSource(source, name.text)) return true;
  return words.every((word) => source.vocabulary.hasLoosely(word, 4) || (word.length <= 3 && source.vocabulary.has(word)));
}

/** „DWD“ for „Deutscher Wetterdienst“: the letters in order across a few capitalised words, the first at the start. */
const acronymCache = new WeakMap<Facts, Map<string, boolean>>();

function acronymInSource(source: Facts, acronym: string): boolean {
  let cache = acronymCache.get(source);
  if (!cache) acronymCache.set(source, (cache = new Map()));
  const cached = cache.get(acronym);
  if (cached !== undefined) return cached;
  // Bounded: hostile text with thousands of different acronyms gets no more lookups.
  const found = cache.size < 200 && findAcronym(source, acronym);
  cache.set(acronym, found);
  return found;
}

function findAcronym(source: Facts, acronym: string): boolean {
  const letters = fold(acronym).replace(/[^a-z]/g, '');
  if (letters.length < 2) return false;
  const tokens = source.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (!token.cap || fold(token.text)[0] !== letters[0]) continue;
    const words = fold(
      tokens
        .slice(i, i + letters.length)
        .filter((part) => part.kind === 'word')
        .map((part) => part.text)
        .join(''),
    );
    let at = 0;
    for (const char of words) if (char === letters[at]) at++;
    if (at >= letters.length) return true;
  }
  return false;
}

const namesBySentence = new WeakMap<Facts, Map<number, NameMention[]>>();

/** Source names per sentence, so that a reason looks only at the aligned sentences. */
function namesInSentence(source: Facts, sentence: number): NameMention[] {
  let map = namesBySentence.get(source);
  if (!map) {
    map = new Map();
    for (const name of source.entities.names) {
      const list = map.get(name.sentence);
      if (list) list.push(name);
      else map.set(name.sentence, [name]);
    }
    namesBySentence.set(source, map);
  }
  return map.get(sentence) ?? [];
}

function missingNameReason(source: Facts, name: NameMention, alignments: Alignment[][]): string {
  const nearby = (alignments[name.sentence] ?? [])
    .slice(0, 3)
    .flatMap((alignment) => namesInSentence(source, alignment.sentence).slice(0, 20));
  const sameCue = nearby.find((other) => other.kind === name.kind && other.cue !== undefined && other.cue === name.cue);
  const near = sameCue ?? nearby.find((other) => other.kind === name.kind && other.cue !== 'adjektiv');
  if (near) return `Die Quelle nennt ${near.text}, nicht ${name.text}.`;
  return `Die Quelle nennt ${name.text} nicht.`;
}
