/**
 * npm run bench:source-check
 * The offline Quellencheck on its corpora (test/fixtures/source-check): recall of the planted errors
 * (a finding counts when it overlaps the annotated span), recall per kind, the share of faithful
 * drafts without any finding, false findings per faithful draft, and the time for 20 000 + 20 000
 * characters (median and worst of 5 runs). --verbose prints every miss and every false finding;
 * --only=corpus or --only=holdout scores one corpus.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { checkSource, type SourceFinding, type SourceFindingKind } from '../ai/local/sourceCheck/index.ts';

interface PlantedError {
  text: string;
  start: number;
  end: number;
  kind: SourceFindingKind;
}
interface CorpusDraft {
  draft: string;
  faithful: boolean;
  errors: PlantedError[];
}
interface CorpusSource {
  id: string;
  source: string;
  drafts: CorpusDraft[];
}
interface Corpus {
  sources: CorpusSource[];
}

const verbose = process.argv.includes('--verbose');
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);
const percent = (value: number) => `${(value * 100).toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;
const show = (finding: SourceFinding) => `[${finding.kind}] „${finding.text}“ – ${finding.reason}`;

function load(file: string): Corpus {
  return JSON.parse(readFileSync(new URL(`../../test/fixtures/source-check/${file}`, import.meta.url), 'utf8')) as Corpus;
}

function score(label: string, corpus: Corpus): void {
  const kinds = new Map<SourceFindingKind, { found: number; total: number }>();
  let found = 0;
  let planted = 0;
  let faithful = 0;
  let clean = 0;
  let falseInFaithful = 0;
  let falseInErrorDrafts = 0;
  const lines: string[] = [];
  for (const source of corpus.sources) {
    for (const draft of source.drafts) {
      const findings = checkSource(source.source, draft.draft);
      if (draft.faithful) {
        faithful++;
        if (findings.length === 0) clean++;
        falseInFaithful += findings.length;
        for (const finding of findings) lines.push(`\nFALSCHER BEFUND (${source.id}, treu)\n  Entwurf: ${draft.draft}\n  ${show(finding)}`);
        continue;
      }
      for (const error of draft.errors) {
        planted++;
        const entry = kinds.get(error.kind) ?? { found: 0, total: 0 };
        entry.total++;
        const hit = findings.some((finding) => finding.start < error.end && error.start < finding.end);
        if (hit) {
          found++;
          entry.found++;
        } else
          lines.push(
            `\nVERFEHLT (${source.id}) [${error.kind}] „${error.text}“\n  Entwurf: ${draft.draft}\n  Befunde: ${findings.map(show).join(' | ') || '—'}`,
          );
        kinds.set(error.kind, entry);
      }
      for (const finding of findings) {
        if (draft.errors.some((error) => finding.start < error.end && error.start < finding.end)) continue;
        falseInErrorDrafts++;
        lines.push(`\nFALSCHER BEFUND (${source.id}, mit Fehlern)\n  Entwurf: ${draft.draft}\n  ${show(finding)}`);
      }
    }
  }
  console.log(`${label}: ${corpus.sources.length} Quellen, ${faithful} treue Entwürfe, ${planted} eingebaute Fehler`);
  console.log(`${label}: Trefferquote ${percent(found / Math.max(1, planted))} (${found} von ${planted})`);
  for (const [kind, entry] of [...kinds].sort((a, b) => a[0].localeCompare(b[0])))
    console.log(`  ${kind.padEnd(13)} ${percent(entry.found / entry.total).padStart(8)} (${entry.found} von ${entry.total})`);
  console.log(`${label}: treue Entwürfe ohne Befund ${percent(clean / Math.max(1, faithful))} (${clean} von ${faithful})`);
  console.log(
    `${label}: falsche Befunde je treuem Entwurf ${(falseInFaithful / Math.max(1, faithful)).toLocaleString('de-DE', { maximumFractionDigits: 2 })}`,
  );
  console.log(`${label}: falsche Befunde in Entwürfen mit Fehlern ${falseInErrorDrafts}`);
  if (verbose) for (const line of lines) console.log(line);
}

/** 20 000 characters of real corpus text for each side. */
function timing(corpus: Corpus): void {
  const fill = (parts: string[]) => {
    let text = '';
    for (let round = 0; text.length < 20_000; round++) text += `${parts[round % parts.length]}\n\n`;
    return text.slice(0, 20_000);
  };
  const source = fill(corpus.sources.map((entry) => entry.source));
  const draft = fill(corpus.sources.flatMap((entry) => entry.drafts.map((item) => item.draft)));
  // Warm-up: the first runs compile the code.
  for (let run = 0; run < 3; run++) checkSource(source, draft);
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    checkSource(source, draft);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} ms`;
  console.log(`Zeit für 20 000 + 20 000 Zeichen: Median ${ms(times[2] ?? 0)}, schlechtester Lauf ${ms(times[4] ?? 0)}`);
}

const corpus = load('corpus.json');
if (!only || only === 'corpus') score('Korpus', corpus);
if (!only || only === 'holdout') score('Zurückgehaltener Teil', load('holdout.json'));
timing(corpus);
