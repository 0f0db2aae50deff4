/**
 * npm run bench:grammar -w gateway
 * The offline „korrigieren“ on the grammar corpus (test/fixtures/grammar/corpus.json): precision,
 * recall and false alarms on correct sentences; with --verbose every miss and alarm. Exits 1 when more
 * than 1 in 50 correct sentences is changed, the target of the product.
 */
import { readFileSync } from 'node:fs';
import { correctText } from '../ai/local/correct.ts';
import { scoreGrammar, type GrammarCorpus } from '../ai/local/grammarScore.ts';
import { loadSpeller } from '../ai/local/spelling.ts';

const corpus = JSON.parse(readFileSync(new URL('../../test/fixtures/grammar/corpus.json', import.meta.url), 'utf8')) as GrammarCorpus;
const speller = await loadSpeller();
const score = await scoreGrammar(corpus, async (text) => (await correctText(speller, text)).corrected);
const percent = (value: number) => `${(value * 100).toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;

console.log(`Grammatik-Korpus: Präzision ${percent(score.precision)}`);
console.log(`Grammatik-Korpus: Trefferquote ${percent(score.recall)}`);
console.log(`Grammatik-Korpus: Fehlalarme ${score.falseAlarms} von ${score.correctSentences} korrekten Sätzen`);
console.log(`Grammatik-Korpus: genau richtig ${score.fixedExactly} von ${score.errorSentences} Sätzen mit Fehlern`);
if (process.argv.includes('--verbose')) {
  for (const miss of score.misses)
    console.log(`\nVERFEHLT\n  Text:     ${miss.text}\n  erwartet: ${miss.expected}\n  erhalten: ${miss.got}`);
  for (const alarm of score.alarms) console.log(`\nFEHLALARM\n  Text:     ${alarm.text}\n  erhalten: ${alarm.got}`);
}
if (score.falseAlarms * 50 > score.correctSentences) process.exitCode = 1;
