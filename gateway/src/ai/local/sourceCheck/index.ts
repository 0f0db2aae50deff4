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
  return removeOverlaps(findings, draft.length);
}

/** More findings than this say only that the draft has nothing to do with the source. */
const MAX_FINDINGS = 500;

function removeOverlaps(findings: SourceFinding[], length: number): SourceFinding[] {
  const ranked = [...findings].sort((a, b) => PRIORITY[a.kind] - PRIORITY[b.kind] || a.start - b.start);
  // Characters already covered by a kept finding: each check reads only its own span.
  const covered = new Uint8Array(length + 1);
  const kept: SourceFinding[] = [];
  for (const finding of ranked) {
    let free = true;
    for (let at = finding.start; at < finding.end && free; at++) if (covered[at]) free = false;
    if (!free) continue;
    covered.fill(1, finding.start, finding.end);
    kept.push(finding);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end).slice(0, MAX_FINDINGS);
}
