/** Headlines cut at a phrase boundary (src/ai/local/headline.ts) in the press release and SEO title. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cutAtPhrase, mayEndPhrase } from '../src/ai/local/headline.ts';
import { rewritePressRelease } from '../src/ai/local/pressRelease.ts';
import { findHeadline, suggestSeo } from '../src/ai/local/seoSuggest.ts';

describe('headline cut', () => {
  test('never after an article, a preposition, a conjunction or a declined adjective', () => {
    for (const word of ['der', 'eine', 'mit', 'im', 'und', 'dass', 'zu', 'neue', 'großen']) assert.equal(mayEndPhrase(word), false, word);
    for (const word of ['Stadt', 'Preise', 'steigt', 'neu', '2026']) assert.equal(mayEndPhrase(word), true, word);
    assert.equal(
      cutAtPhrase('Die Stadtwerke setzen ab Januar auf Ökostrom und neue Leitungen im ganzen Gebiet', 55),
      'Die Stadtwerke setzen ab Januar auf Ökostrom',
    );
  });

  test('a press release without a title line gets a headline that ends a phrase', () => {
    const release =
      'Lindenau, 3. März 2026 – Die Stadtwerke Lindenau stellen ab dem kommenden Januar die gesamte Stromversorgung der städtischen Schulen und Kindergärten auf Ökostrom aus der Region um. Das teilte der Geschäftsführer mit.';
    const { headline } = rewritePressRelease(release);
    assert.ok(headline.length <= 90, headline);
    assert.ok(mayEndPhrase(headline.split(' ').pop() ?? ''), headline);
  });

  test('a label line above the title is never the title', () => {
    const release =
      'PRESSEMITTEILUNG\nNeue Buslinie verbindet Lindenau und Oberwiesen\n\nAb Montag fährt die Linie 12 alle 20 Minuten. Die Stadt zahlt die Hälfte.';
    assert.equal(rewritePressRelease(release).headline, 'Neue Buslinie verbindet Lindenau und Oberwiesen');
    assert.equal(findHeadline(release), 'Neue Buslinie verbindet Lindenau und Oberwiesen');
    assert.doesNotMatch(suggestSeo(release).title, /PRESSEMITTEILUNG/);
  });

  test('worst case: a 20 000-character headline is cut quickly', () => {
    const started = performance.now();
    cutAtPhrase('und der die das mit im zu '.repeat(800), 90);
    assert.ok(performance.now() - started < 1_000);
  });
});
