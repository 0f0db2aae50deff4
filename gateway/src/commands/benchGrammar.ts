/**
 * npm run bench:grammar -w gateway
 * The offline „korrigieren“ on the grammar corpora (test/fixtures/grammar): precision,
 * recall and false alarms on correct sentences; with --verbose every miss and alarm. Exits 1 when more
 * than 1 in 50 correct sentences is changed, the target of the product.
 */
import { readFileSync } from 'node:fs';
import { correctText } from '../ai/local/correct.ts';
import { scoreGrammar, type GrammarCorpus } from '../ai/local/grammarScore.ts';
import { loadSpeller } from '../ai/local/spelling.ts';

const speller = await loadSpeller();
const percent = (value: number) => `${(value * 100).toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;
let failed = false;

// corpus.json is what the rules were written against; holdout.json was written without seeing them,
// so its figures are the honest ones.
for (const [file, label] of [
  ['corpus.json', 'Grammatik-Korpus'],
  ['holdout.json', 'Grammatik-Prüfkorpus'],
] as const) {
  const corpus = JSON.parse(readFileSync(new URL(`../../test/fixtures/grammar/${file}`, import.meta.url), 'utf8')) as GrammarCorpus;
  const score = await scoreGrammar(corpus, async (text) => (await correctText(speller, text)).corrected);
  console.log(`${label}: Präzision ${percent(score.precision)}`);
  console.log(`${label}: Trefferquote ${percent(score.recall)}`);
  console.log(`${label}: Fehlalarme ${score.falseAlarms} von ${score.correctSentences} korrekten Sätzen`);
  console.log(`${label}: genau richtig ${score.fixedExactly} von ${score.errorSentences} Sätzen mit Fehlern`);
  if (process.argv.includes('--verbose')) {
    for (const miss of score.misses)
      console.log(`\nVERFEHLT\n  Text:     ${miss.text}\n  erwartet: ${miss.expected}\n  erhalten: ${miss.got}`);
    for (const alarm of score.alarms) console.log(`\nFEHLALARM\n  Text:     ${alarm.text}\n  erhalten: ${alarm.got}`);
  }
  if (score.falseAlarms * 50 > score.correctSentences) failed = true;
}
if (failed) process.exitCode = 1;
