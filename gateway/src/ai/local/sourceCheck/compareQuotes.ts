/**
 * Draft quotes and indirect speech against the source's. A quote must be in the source (shortened
 * is fine), and whoever says it in the draft must be who says it in the source. A quote turned into
 * indirect speech keeps its speaker; the same words given to another person are a finding.
 */
import type { Facts } from './facts.ts';
import type { SourcePeople } from './people.ts';
import type { Speaker, SpeechUnit } from './quotes.ts';
import { fold } from './text.ts';
import type { SourceFinding } from './types.ts';

const QUOTE_MATCH = 0.5;
const INDIRECT_MATCH = 0.6;

function similar(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.startsWith(short);
}

/** Share of the draft words that the source words contain, and how many they are. */
function coverage(draft: readonly string[], source: readonly string[]): { share: number; shared: number } {
  if (draft.length === 0) return { share: 0, shared: 0 };
  const sourceSet = new Set(source);
  let shared = 0;
  for (const word of new Set(draft)) if (sourceSet.has(word) || source.some((other) => similar(word, other))) shared++;
  return { share: shared / new Set(draft).size, shared };
}

type Same = 'same' | 'different' | 'unknown';

function sameSpeaker(draft: Speaker, source: Speaker, people: SourcePeople, unit: SpeechUnit): Same {
  if (draft.person) {
    if (source.person)
      return people.find(draft.person.surname) === people.find(source.person.surname) && people.find(draft.person.surname)
        ? 'same'
        : draft.person.surname === source.person.surname
          ? 'same'
          : 'different';
    if (source.function) {
      const person = people.find(draft.person.surname);
      if (person?.functions.has(source.function.group)) return 'same';
      const holders = people.byFunction.get(source.function.group);
      if (holders && !holders.has(draft.person.surname)) return 'different';
      return person && person.functions.size > 0 ? 'different' : 'unknown';
    }
    return 'unknown';
  }
  if (draft.function) {
    if (source.person) {
      const person = people.find(source.person.surname);
      if (person?.functions.has(draft.function.group) || source.person.functions.some((title) => title.group === draft.function?.group))
        return 'same';
      const holders = people.byFunction.get(draft.function.group);
      if (holders && holders.size > 0) return 'different';
      return person && person.functions.size > 0 ? 'different' : 'unknown';
    }
    if (source.function) return source.function.group === draft.function.group ? 'same' : 'unknown';
    return 'unknown';
  }
  if (draft.institution) {
    const institution = fold(draft.institution);
    if (source.institution) return source.institution === draft.institution ? 'same' : 'unknown';
    if (source.person) {
      const person = people.find(source.person.surname);
      const titles = [...(person?.functions.values() ?? []), ...source.person.functions.map((title) => title.text)].map(fold);
      if (titles.some((title) => title.includes(institution.slice(0, 6))) || fold(unit.text).includes(institution)) return 'same';
      return 'different';
    }
  }
  return 'unknown';
}

function speakerName(speaker: Speaker, people: SourcePeople): string {
  if (speaker.person) return people.find(speaker.person.surname)?.display ?? speaker.person.text;
  if (speaker.function) return speaker.function.text;
  return `die ${speaker.span.text}`;
}

export function checkQuotes(source: Facts, draft: Facts, people: SourcePeople): SourceFinding[] {
  const findings: SourceFinding[] = [];
  for (const unit of draft.speech) {
    let best: SpeechUnit | undefined;
    let bestShare = 0;
    let bestShared = 0;
    for (const candidate of source.speech) {
      const { share, shared } = coverage(unit.stems, candidate.stems);
      if (share > bestShare || (share === bestShare && candidate.direct && !best?.direct)) {
        best = candidate;
        bestShare = share;
        bestShared = shared;
      }
    }
    if (unit.direct) {
      if (!best || bestShare < QUOTE_MATCH) {
        // Words the source has, only not as speech: no invented quote.
        const inText = source.sentenceWords.some((words) => coverage(unit.stems, words).share >= 0.6);
        if (!inText)
          findings.push({
            text: unit.text,
            start: unit.start,
            end: unit.end,
            kind: 'quote',
            reason: 'Die Quelle enthält dieses Zitat nicht.',
          });
        continue;
      }
      if (best.direct && unit.negated !== best.negated && bestShare >= 0.7) {
        findings.push({ text: unit.text, start: unit.start, end: unit.end, kind: 'quote', reason: `Die Quelle zitiert ${best.text}.` });
        continue;
      }
    } else if (!best || bestShare < INDIRECT_MATCH || bestShared < 3) continue;
    if (!unit.speaker || !best.speaker) continue;
    if (sameSpeaker(unit.speaker, best.speaker, people, best) !== 'different') continue;
    const span = unit.speaker.span;
    findings.push({
      text: draft.text.slice(span.start, span.end),
      start: span.start,
      end: span.end,
      kind: 'quote',
      reason: `In der Quelle sagt das ${speakerName(best.speaker, people)}, nicht ${unit.speaker.person?.text ?? span.text}.`,
    });
  }
  return findings;
}
