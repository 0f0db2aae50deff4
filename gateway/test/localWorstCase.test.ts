/**
 * Each offline algorithm at the maximum length in the worst shape found for it (support/hostileTexts.ts),
 * run directly, without the worker pool's budget: the bounds must hold by construction. What is
 * asserted is the bound itself (how many sentences are ranked, how many words Hunspell is asked
 * about, how long an utterance is), not a time; each test's timeout only catches a quadratic
 * regression, which at 20 000 characters takes many seconds.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addressHints } from '../src/ai/addressHints.ts';
import { correctText } from '../src/ai/local/correct.ts';
import { extractKeywords } from '../src/ai/local/keywords.ts';
import { rewritePressRelease } from '../src/ai/local/pressRelease.ts';
import { checkSeo } from '../src/ai/local/seoCheck.ts';
import { suggestSeo } from '../src/ai/local/seoSuggest.ts';
import { socialPosts } from '../src/ai/local/socialMedia.ts';
import { findMisspellings, loadSpeller, SPELLING_LIMITS, type Speller } from '../src/ai/local/spelling.ts';
import { summarize } from '../src/ai/local/summarize.ts';
import { MAX_RANKED_SENTENCES, preselect, tfidfVectors, contentTerms } from '../src/ai/local/textRank.ts';
import { topTen } from '../src/ai/local/topTen.ts';
import { chunks } from '../src/ai/local/tts.ts';
import { fixTypography } from '../src/ai/local/typography.ts';
import { fixGrammar } from '../src/ai/local/grammar.ts';
import { hostileTexts } from './support/hostileTexts.ts';

const MAX = 20_000;
const shapes = hostileTexts(MAX);
const shape = (name: string) => shapes.find((candidate) => candidate.name === name)!.text;
const LIMIT = { timeout: 30_000 };

describe('worst cases of the offline algorithms, at 20 000 characters', () => {
  test('TextRank pre-selects at most MAX_RANKED_SENTENCES, eligible ones first, in text order', LIMIT, () => {
    const sentences = Array.from({ length: 5_000 }, (_, index) => `Satz ${index} über die Straßenbahn nach Lindenau.`);
    const vectors = tfidfVectors(sentences.map(contentTerms));
    const picked = preselect(vectors, MAX_RANKED_SENTENCES, (index) => index % 2 === 0);
    assert.equal(picked.length, MAX_RANKED_SENTENCES);
    assert.ok(picked.every((index) => index % 2 === 0));
    assert.deepEqual(
      picked,
      [...picked].sort((a, b) => a - b),
    );
    // A normal text is ranked whole.
    assert.equal(preselect(vectors.slice(0, 250), MAX_RANKED_SENTENCES, () => true).length, 250);
  });

  test('summary, Top 10 and social posts of 10 000 one-letter lines and of 2 000 short sentences', LIMIT, () => {
    for (const name of ['one-letter lines', 'five-word sentences', 'one-letter sentences', 'numbered lines']) {
      const summary = summarize(shape(name), 'bullets');
      assert.ok(summary.split('\n').length <= 7, name);
      assert.ok(topTen('Zeit', shape(name)).items.length <= 10, name);
      assert.equal(socialPosts(shape(name), ['x', 'facebook', 'instagram', 'linkedin']).length, 4, name);
    }
  });

  test('Hunspell is asked for suggestions for at most SPELLING_LIMITS.maxSuggestedWords words of a text', LIMIT, async () => {
    const real = await loadSpeller();
    const asked = new Set<string>();
    let longest = 0;
    const counting: Speller = {
      spell: (word) => {
        longest = Math.max(longest, word.length);
        return real.spell(word);
      },
      suggest: (word) => {
        asked.add(word);
        return real.suggest(word);
      },
    };
    await findMisspellings(counting, shape('non-words'));
    assert.ok(asked.size <= SPELLING_LIMITS.maxSuggestedWords, `${asked.size} words`);
    asked.clear();
    await findMisspellings(counting, shape('one endless capitalised word'));
    assert.equal(asked.size, 0, 'a word longer than any German word is not checked');
    assert.ok(longest <= SPELLING_LIMITS.maxWordLength + 4, `longest word given to Hunspell: ${longest}`);
  });

  test('korrigieren of every shape keeps the text apart from its listed changes', LIMIT, async () => {
    const speller = await loadSpeller();
    for (const name of ['one endless word', 'nested quotes', 'digits', 'contact-like line', 'hyphens', 'typewriter quotes']) {
      const { corrected } = await correctText(speller, shape(name));
      assert.ok(corrected.length > MAX / 2, name);
    }
  });

  test('typography and grammar rules over one endless run of their characters', LIMIT, () => {
    for (const name of [
      'one endless word',
      'nested quotes',
      'digits',
      'only punctuation',
      'mail-like',
      'contact-like line',
      'spaces then a word',
    ]) {
      fixGrammar(fixTypography(shape(name)).text);
    }
  });

  test('press release, SEO and keywords of the shapes that were quadratic', LIMIT, () => {
    for (const name of [
      'contact-like line',
      'one endless word',
      'one endless capitalised word',
      'ge syllables',
      'abbreviations',
      'capitalised non-words',
    ]) {
      rewritePressRelease(shape(name));
      suggestSeo(shape(name));
      checkSeo({
        title: shape(name).slice(0, 1000),
        description: shape(name).slice(0, 1000),
        text: shape(name),
        focusKeyword: shape(name).slice(0, 200),
      });
      assert.ok(extractKeywords(shape(name), 30).phrases.length <= 30, name);
    }
  });

  test('the address hints of a redact result (on the event loop) over 20 000 opening quotes', LIMIT, () => {
    for (const opener of ['„', '»', '"']) assert.deepEqual(addressHints(opener.repeat(MAX)), []);
  });

  test('speech is cut into utterances of at most 200 characters, whatever the text', LIMIT, () => {
    for (const name of ['one endless word', 'emoji', 'digits', 'non-words', 'only punctuation']) {
      for (const chunk of chunks(shape(name).slice(0, 3_000))) assert.ok(chunk.length <= 200, `${name}: ${chunk.length}`);
    }
  });
});
