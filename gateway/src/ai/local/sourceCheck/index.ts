/**
 * Quellencheck: compares a German draft with its source and reports every fact of the draft the
 * source does not support – figures, dates, weekdays, times, people, functions, organisations,
 * places and quotes. Pure functions on strings; input and output are structured-clonable, so the
 * check runs in the gateway's worker pool. Every step is linear in the text or bounded by a cap.
 */
import { SentenceIndex } from './align.ts';
import { checkCalendar } from './compareCalendar.ts';
import { checkNames } from './compareNames.ts';
import { checkNumbers } from './compareNumbers.ts';
import { checkQuotes } from './compareQuotes.ts';
import { readFacts } from './facts.ts';
import { SourcePeople } from './people.ts';
import type { SourceFinding, SourceFindingKind } from './types.ts';

export type { SourceFinding, SourceFindingKind } from './types.ts';

/** When two findings cover the same words, the more specific one stays. */
const PRIORITY: Record<SourceFindingKind, number> = {
  quote: 0,
  function: 1,
  number: 2,
  date: 3,
  weekday: 4,
  time: 5,
  person: 6,
  organisation: 7,
  place: 8,
};

export function checkSource(source: string, draft: string): SourceFinding[] {
  const sourceFacts = readFacts(source);
  const draftFacts = readFacts(draft);
  const index = new SentenceIndex(sourceFacts.sentenceWords);
  const alignments = draftFacts.sentenceWords.map((words) => index.align(words, 3));
  const people = new SourcePeople(sourceFacts);
  const findings = [
    ...checkQuotes(sourceFacts, draftFacts, people),
    ...checkNumbers(sourceFacts, draftFacts, alignments),
    ...checkCalendar(sourceFacts, draftFacts, alignments),
    ...checkNames(sourceFacts, draftFacts, people, alignments, index),
  ];
  return removeOverlaps(findings);
}

function removeOverlaps(findings: SourceFinding[]): SourceFinding[] {
  const ranked = [...findings].sort((a, b) => PRIORITY[a.kind] - PRIORITY[b.kind] || a.start - b.start);
  const kept: SourceFinding[] = [];
  for (const finding of ranked) {
    if (kept.some((other) => other.start < finding.end && finding.start < other.end)) continue;
    kept.push(finding);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}
