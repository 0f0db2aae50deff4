/**
 * Draft people, functions, parties, organisations and places against the source. A name the source
 * never writes is a finding; so is a function or party the source gives to someone else.
 */
import type { Alignment } from './align.ts';
import type { Facts } from './facts.ts';
import { listGerman } from './format.ts';
import type { NameMention } from './names.ts';
import type { SourcePeople } from './people.ts';
import type { SourceFinding } from './types.ts';

export function checkNames(source: Facts, draft: Facts, people: SourcePeople, alignments: Alignment[][]): SourceFinding[] {
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
  const attachedParties = new Set(draft.entities.persons.flatMap((person) => (person.party ? [person.party.start] : [])));
  for (const mention of draft.entities.parties) {
    const at = { text: mention.text, start: mention.start, end: mention.end, kind: 'organisation' as const };
    if (!sourceParties.has(mention.party)) {
      if (findings.some((finding) => finding.start === mention.start)) continue;
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
    const best = alignments[mention.sentence]?.[0];
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

function sourceHasName(source: Facts, surname: string): boolean {
  return source.vocabulary.has(surname) || (surname.endsWith('s') && source.vocabulary.has(surname.slice(0, -1)));
}

function nameSupported(source: Facts, name: NameMention): boolean {
  const words = name.key.filter((word) => word.length > 1);
  if (words.length === 0) return true;
  if (name.cue === 'adjektiv') {
    // "Mainzer" for Mainz, "Wiesbadener" for Wiesbaden.
    const word = words[0] as string;
    const base = word.replace(/(er|ern|ers|erin)$/, '');
    return source.vocabulary.hasLoosely(word, 4) || (base.length >= 3 && source.vocabulary.hasLoosely(base, 3));
  }
  if (name.cue === 'straße' && /^[abkl]$/.test(words[0] ?? ''))
    return source.text.replace(/\s+/g, '').includes(name.text.replace(/\s+/g, ''));
  return words.every((word) => source.vocabulary.hasLoosely(word, 4) || (word.length <= 3 && source.vocabulary.has(word)));
}

function missingNameReason(source: Facts, name: NameMention, alignments: Alignment[][]): string {
  const aligned = new Set((alignments[name.sentence] ?? []).slice(0, 3).map((alignment) => alignment.sentence));
  const sameCue = source.entities.names.find(
    (other) => other.kind === name.kind && other.cue !== undefined && other.cue === name.cue && aligned.has(other.sentence),
  );
  const near =
    sameCue ?? source.entities.names.find((other) => other.kind === name.kind && aligned.has(other.sentence) && other.cue !== 'adjektiv');
  if (near) return `Die Quelle nennt ${near.text}, nicht ${name.text}.`;
  return `Die Quelle nennt ${name.text} nicht.`;
}
