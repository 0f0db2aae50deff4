/**
 * npm run bench:grammar -w gateway
 * The offline „korrigieren“ on the grammar corpora (test/fixtures/grammar): precision, recall and false
 * alarms on correct sentences; for the outside corpora (test/fixtures/grammar/outside, sentences of
 * others) also recall per kind of error. With --verbose every miss and alarm. Exits 1 when more than
 * 1 in 50 correct sentences of our own corpora is changed, the target of the product. Our sets by kind
 * (kinds-*.json) are scored like the outside ones; `-- --only kinds-dev` scores only the files so named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { correctText } from '../ai/local/correct.ts';
import { scoreGrammar, type GrammarCorpus } from '../ai/local/grammarScore.ts';
import { loadMorphology } from '../ai/local/morphology/index.ts';
import { loadSpeller } from '../ai/local/spelling.ts';

type KindedCorpus = GrammarCorpus & { withErrors: (GrammarCorpus['withErrors'][number] & { kind?: string })[] };

const speller = await loadSpeller();
// Built now if missing (the workers build it in the background instead), so the figures are the dictionary's.
loadMorphology();
const percent = (value: number) => `${(value * 100).toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;
const verbose = process.argv.includes('--verbose');
const fixtures = new URL('../../test/fixtures/grammar/', import.meta.url);
const read = (path: string) => JSON.parse(readFileSync(new URL(path, fixtures), 'utf8')) as KindedCorpus;
const correct = async (text: string) => (await correctText(speller, text)).corrected;
let failed = false;

function report(label: string, score: Awaited<ReturnType<typeof scoreGrammar>>) {
  console.log(`${label}: Präzision ${percent(score.precision)}`);
  console.log(`${label}: Trefferquote ${percent(score.recall)}`);
  console.log(`${label}: Fehlalarme ${score.falseAlarms} von ${score.correctSentences} korrekten Sätzen`);
  console.log(`${label}: genau richtig ${score.fixedExactly} von ${score.errorSentences} Sätzen mit Fehlern`);
  if (!verbose) return;
  for (const miss of score.misses)
    console.log(`\nVERFEHLT\n  Text:     ${miss.text}\n  erwartet: ${miss.expected}\n  erhalten: ${miss.got}`);
  for (const alarm of score.alarms) console.log(`\nFEHLALARM\n  Text:     ${alarm.text}\n  erhalten: ${alarm.got}`);
}

// corpus.json is what the rules were written against; holdout.json was written without seeing them,
// so its figures are the honest ones.
for (const [file, label] of [
  ['corpus.json', 'Grammatik-Korpus'],
  ['holdout.json', 'Grammatik-Prüfkorpus'],
] as const) {
  if (process.argv.includes('--only')) break;
  const score = await scoreGrammar(read(file), correct);
  report(label, score);
  if (score.falseAlarms * 50 > score.correctSentences) failed = true;
}

/** Recall per kind (each kind scored on its own pairs) and false alarms on the file's correct sentences. */
async function reportByKind(label: string, corpus: KindedCorpus) {
  const kinds = new Map<string, KindedCorpus['withErrors']>();
  for (const pair of corpus.withErrors) {
    const kind = pair.kind ?? pair.rules[0] ?? 'ohne Art';
    kinds.set(kind, [...(kinds.get(kind) ?? []), pair]);
  }
  let right = 0;
  let expected = 0;
  let rightWithoutOther = 0;
  let expectedWithoutOther = 0;
  let fixed = 0;
  for (const [kind, withErrors] of [...kinds].sort(([a], [b]) => a.localeCompare(b, 'de'))) {
    const score = await scoreGrammar({ withErrors, correct: [] }, correct);
    right += score.rightEdits;
    expected += score.expectedEdits;
    fixed += score.fixedExactly;
    if (kind !== 'Sonstiges') {
      rightWithoutOther += score.rightEdits;
      expectedWithoutOther += score.expectedEdits;
    }
    console.log(
      `${label}: ${kind}: Trefferquote ${score.rightEdits}/${score.expectedEdits} (${percent(score.recall)}), Präzision ${percent(score.precision)}, genau richtig ${score.fixedExactly}/${score.errorSentences}`,
    );
    if (verbose)
      for (const miss of score.misses) console.log(`  VERFEHLT ${miss.text}\n    erwartet: ${miss.expected}\n    erhalten: ${miss.got}`);
  }
  const alarms = await scoreGrammar({ withErrors: [], correct: corpus.correct }, correct);
  console.log(
    `${label}: Trefferquote gesamt ${right}/${expected} (${percent(right / expected)}), ohne „Sonstiges“ ${rightWithoutOther}/${expectedWithoutOther} (${percent(rightWithoutOther / expectedWithoutOther)})`,
  );
  console.log(`${label}: genau richtig gesamt ${fixed}/${corpus.withErrors.length} Sätze`);
  console.log(`${label}: Fehlalarme ${alarms.falseAlarms} von ${alarms.correctSentences} korrekten Sätzen`);
  if (verbose) for (const alarm of alarms.alarms) console.log(`  FEHLALARM ${alarm.text}\n    erhalten: ${alarm.got}`);
  return alarms;
}

// Our own sets by kind (kinds-*.json: single-error newsroom sentences, one kind each): kinds-dev.json is
// what the rules were written against, kinds-heldout.json was written first and not looked at.
// `-- --only kinds-dev` scores just the files whose name contains that text.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
for (const file of readdirSync(fixtures)
  .filter((name) => /^kinds-.*\.json$/.test(name) && (!only || name.includes(only)))
  .sort()) {
  const alarms = await reportByKind(`Eigene Arten: ${file.replace(/\.json$/, '')}`, read(file));
  if (alarms.falseAlarms * 50 > alarms.correctSentences) failed = true;
}

// Outside corpora: recall per kind (each kind scored on its own pairs), false alarms on their correct sentences.
if (!only)
  for (const file of readdirSync(new URL('outside/', fixtures)).filter((name) => name.endsWith('.json')))
    await reportByKind(`Außen: ${file.replace(/\.json$/, '')}`, read(`outside/${file}`));
if (failed) process.exitCode = 1;
