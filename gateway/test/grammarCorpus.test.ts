/**
 * The offline „korrigieren“ on the grammar corpora (test/fixtures/grammar): corpus.json is the set the
 * rules were written against, holdout.json one written without looking at the rules. Both must keep
 * false alarms on correct sentences at 1 in 50 or fewer; `npm run bench:grammar -w gateway -- --verbose`
 * lists every miss and alarm.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import { correctText } from '../src/ai/local/correct.ts';
import { edits, scoreGrammar, type GrammarCorpus } from '../src/ai/local/grammarScore.ts';
import { loadSpeller, type Speller } from '../src/ai/local/spelling.ts';

const corpus = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/grammar/${name}`, import.meta.url), 'utf8')) as GrammarCorpus;

describe('grammar corpora', () => {
  let speller: Speller;
  before(async () => {
    speller = await loadSpeller();
  });
  const correct = async (text: string) => (await correctText(speller, text)).corrected;

  test('the corpus has at least 150 sentences with errors and 150 correct ones', () => {
    const { withErrors, correct: right } = corpus('corpus.json');
    assert.ok(withErrors.length >= 150 && right.length >= 150);
  });

  for (const name of ['corpus.json', 'holdout.json']) {
    test(
      `${name}: false alarms at most 1 in 50, precision and recall reported`,
      { skip: !existsSync(new URL(`./fixtures/grammar/${name}`, import.meta.url)) },
      async () => {
        const score = await scoreGrammar(corpus(name), correct);
        console.log(
          `# ${name}: Präzision ${(score.precision * 100).toFixed(1)} %, Trefferquote ${(score.recall * 100).toFixed(1)} %, Fehlalarme ${score.falseAlarms}/${score.correctSentences}`,
        );
        assert.ok(score.falseAlarms * 50 <= score.correctSentences, JSON.stringify(score.alarms, null, 1));
        assert.ok(score.precision >= 0.9, `precision ${score.precision}`);
      },
    );
  }

  test('edits are located: the same change elsewhere is another edit', () => {
    assert.deepEqual([...edits('der der Hund', 'der Hund')], ['4:der →']);
    assert.notDeepEqual([...edits('a b a', 'a b')], [...edits('a b a', 'b a')]);
  });
});
