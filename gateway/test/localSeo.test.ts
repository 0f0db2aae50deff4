/**
 * Local provider, SEO and social: SEO Self Made checks, SEO LivingDocs suggestions (limits, word
 * boundaries, slug rules) and social posts within the platform limits.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { seoLimits, socialPlatforms } from 'portal-contract';
import { checkSeo, containsKeyword, keywordDensity, type SeoCheck } from '../src/ai/local/seoCheck.ts';
import { suggestSeo } from '../src/ai/local/seoSuggest.ts';
import { tokenizeWords } from '../src/ai/local/sentences.ts';
import { shortenAtWord, slugify } from '../src/ai/local/slug.ts';
import { socialPosts, toHashtag } from '../src/ai/local/socialMedia.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/texts/${name}`, import.meta.url), 'utf8');
const tram = fixture('nachricht-strassenbahn.txt');
const printing = fixture('nachricht-druckerei.txt');
const body = tram.split('\n').slice(2).join('\n');

const check = (checks: SeoCheck[], id: string) => {
  const found = checks.find((entry) => entry.id === id);
  assert.ok(found, id);
  return found;
};

describe('SEO Self Made', () => {
  const good = {
    title: 'Neue Straßenbahnlinie: Stadtrat sagt Ja zur Linie 7',
    description:
      'Lindenau bekommt eine neue Straßenbahnlinie vom Hauptbahnhof zum Klinikum Nord. Was die Strecke kostet und wann die ersten Bahnen fahren.',
    text: body,
    focusKeyword: 'Straßenbahnlinie',
  };

  test('a well-made article passes the length and keyword checks and scores high', () => {
    const result = checkSeo(good);
    for (const id of [
      'title-length',
      'description-length',
      'focus-keyword',
      'keyword-in-title',
      'keyword-in-description',
      'keyword-in-intro',
      'keyword-density',
      'text-length',
    ]) {
      assert.equal(check(result.checks, id).passed, true, id);
    }
    assert.ok(result.score >= 70 && result.score <= 100, String(result.score));
    assert.ok(result.readability.flesch > 30 && result.readability.flesch < 65);
    assert.equal(result.readability.label, 'schwer');
    for (const entry of result.checks) {
      assert.equal(entry.passed ? entry.suggestion : typeof entry.suggestion, entry.passed ? undefined : 'string', entry.id);
    }
    assert.equal(new Set(result.checks.map((entry) => entry.id)).size, result.checks.length);
  });

  test('empty fields fail with German suggestions in "du" form, score stays in 0–100', () => {
    const result = checkSeo({ title: '', description: '', text: body, focusKeyword: '' });
    for (const id of ['title-length', 'description-length', 'focus-keyword', 'keyword-in-title', 'keyword-density']) {
      const entry = check(result.checks, id);
      assert.equal(entry.passed, false, id);
      assert.match(entry.suggestion ?? '', /\b(Gib|Schreib|Leg|deine?n?)\b/, entry.suggestion);
    }
    assert.ok(result.score < good.title.length && result.score >= 0);
    const nothing = checkSeo({ title: '', description: '', text: '', focusKeyword: '' });
    assert.equal(nothing.score, 0);
    assert.equal(nothing.readability.flesch, 0);
  });

  test('too long title and description, too short text: the suggestion names the numbers', () => {
    const title = 'Stadtrat beschließt nach langer Debatte die neue Straßenbahnlinie zum Hauptbahnhof';
    const result = checkSeo({
      title,
      description: 'x'.repeat(170),
      text: 'Die Straßenbahnlinie kommt. Sie ist teuer.',
      focusKeyword: 'Straßenbahnlinie',
    });
    assert.match(check(result.checks, 'title-length').suggestion ?? '', new RegExp(`${title.length} Zeichen.*höchstens 60`));
    assert.match(check(result.checks, 'description-length').suggestion ?? '', /170 Zeichen.*höchstens 155/);
    assert.match(check(result.checks, 'text-length').suggestion ?? '', /6 Wörter/);
    const short = checkSeo({ ...good, title: 'Straßenbahn' });
    assert.match(check(short.checks, 'title-length').suggestion ?? '', /nur 11 Zeichen/);
  });

  test('keyword stuffing fails the density check', () => {
    const stuffed = Array.from({ length: 40 }, () => 'Die Straßenbahnlinie fährt zum Hauptbahnhof und die Straßenbahnlinie ist neu.').join(
      ' ',
    );
    const entry = check(checkSeo({ ...good, text: stuffed }).checks, 'keyword-density');
    assert.equal(entry.passed, false);
    assert.match(entry.suggestion ?? '', /überoptimiert/);
  });

  test('keyword matching is stem- and compound-aware, density is in percent', () => {
    assert.equal(containsKeyword('Neue Straßenbahnen für Lindenau', 'Straßenbahn'), true);
    assert.equal(containsKeyword('Die Straßenbahnlinie kommt', 'Straßenbahn'), true);
    assert.equal(containsKeyword('Der Bus kommt', 'Straßenbahn'), false);
    assert.equal(containsKeyword('Kosten der neuen Linie', 'neue Linie'), true);
    const words = tokenizeWords('Die Linie fährt. Die Linie hält. Bus und Bahn fahren.');
    assert.equal(keywordDensity(words, 'Linie'), 20);
  });

  test('long sentences and passive voice are found', () => {
    const long = `${Array.from({ length: 25 }, (_, i) => `Wort${i}`).join(' ')}.`;
    const text = `${long} ${long} Der Antrag wird genehmigt. Die Straße wurde gesperrt. Es wird gebaut. Wir bauen.`;
    const result = checkSeo({ ...good, text });
    assert.equal(check(result.checks, 'sentence-length').passed, false);
    assert.match(check(result.checks, 'sentence-length').suggestion ?? '', /2 von 6 Sätzen/);
    assert.equal(check(result.checks, 'passive-voice').passed, false);
    assert.match(check(result.checks, 'passive-voice').suggestion ?? '', /3 von 6 Sätzen/);
  });
});

describe('SEO LivingDocs', () => {
  for (const [name, text] of [
    ['Straßenbahn', tram],
    ['Druckerei', printing],
  ] as const) {
    test(`limits, focus keyword and slug (${name})`, () => {
      const result = suggestSeo(text);
      assert.ok([...result.title].length <= seoLimits.title && result.title.length >= 20, result.title);
      assert.ok([...result.description].length <= seoLimits.description && result.description.length >= 70, result.description);
      assert.ok(result.keywords.length >= 5 && result.keywords.includes(result.focusKeyword));
      assert.match(result.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/);
      assert.ok(result.slug.length <= 60);
      assert.ok(containsKeyword(result.title, result.focusKeyword), `${result.focusKeyword} in ${result.title}`);
      // No broken words: every word of title and description is a word of the article.
      const articleWords = new Set(tokenizeWords(text));
      for (const word of tokenizeWords(`${result.title} ${result.description}`)) assert.ok(articleWords.has(word), word);
    });
  }

  test('the article headline becomes the title; the lead becomes the description', () => {
    const result = suggestSeo(tram);
    assert.equal(result.focusKeyword, 'Straßenbahnlinie');
    assert.equal(result.title, 'Stadtrat beschließt neue Straßenbahnlinie zum Hauptbahnhof');
    assert.equal(result.slug, 'stadtrat-beschliesst-neue-strassenbahnlinie-zum-hauptbahnhof');
    assert.ok(result.description.startsWith('Lindenau bekommt eine neue Straßenbahnlinie. Der Stadtrat hat'));
    assert.ok(result.description.endsWith(' …'));
  });

  test('a long headline is cut at a word boundary', () => {
    const text = `Nach monatelangem Streit über Kosten und Trassenführung beschließt der Stadtrat von Lindenau die neue Straßenbahnlinie\n\n${body}`;
    const { title } = suggestSeo(text);
    assert.ok([...title].length <= 60, title);
    assert.ok(text.startsWith(title.replace(/^Straßenbahnlinie: /, '')) || text.includes(title), title);
    assert.doesNotMatch(title, /[\s,;:-]$/);
  });

  test('slugs: umlauts transliterated, ASCII only, ≤ 60 characters without a broken word', () => {
    assert.equal(slugify('Größere Straßenbahn für Ärzte & Übermorgen'), 'groessere-strassenbahn-fuer-aerzte-und-uebermorgen');
    assert.equal(slugify('  Café „Zur Post“ – 2026!  '), 'cafe-zur-post-2026');
    const long = slugify('Oberbürgermeisterin eröffnet die Bürgerversammlung zur Straßenbahnlinie im Rathaus von Lindenau');
    assert.ok(long.length <= 60, long);
    assert.equal(long, 'oberbuergermeisterin-eroeffnet-die-buergerversammlung-zur');
  });

  test('shortening at a word boundary', () => {
    assert.equal(shortenAtWord('Die Stadt baut eine neue Brücke über den Fluss', 24), 'Die Stadt baut eine …');
    assert.equal(shortenAtWord('Kurz genug', 24), 'Kurz genug');
    assert.equal(shortenAtWord('Die Stadt, baut eine neue Brücke', 12, false), 'Die Stadt');
  });
});

describe('social media', () => {
  test('one post per platform, within the limit, hashtags included and counted', () => {
    const platforms = ['x', 'facebook', 'linkedin', 'instagram'] as const;
    const posts = socialPosts(tram, platforms);
    assert.deepEqual(
      posts.map((post) => post.platform),
      [...platforms],
    );
    for (const post of posts) {
      const limit = socialPlatforms.find((platform) => platform.id === post.platform)?.limit ?? 0;
      assert.ok([...post.text].length <= limit, `${post.platform}: ${post.text.length}`);
      assert.ok(post.hashtags.length >= 1, post.platform);
      for (const tag of post.hashtags) {
        assert.match(tag, /^#[\p{L}\p{N}]+$/u);
        assert.ok(post.text.includes(tag), `${tag} in ${post.platform}`);
      }
    }
    const byPlatform = Object.fromEntries(posts.map((post) => [post.platform, post]));
    assert.ok((byPlatform.instagram?.hashtags.length ?? 0) > (byPlatform.x?.hashtags.length ?? 0));
    assert.ok((byPlatform.linkedin?.text.length ?? 0) > (byPlatform.facebook?.text.length ?? 0));
    assert.ok(byPlatform.x?.hashtags.includes('#Straßenbahnlinie'), 'umlauts and ß stay in hashtags');
  });

  test('only the chosen platforms', () => {
    assert.deepEqual(
      socialPosts(printing, ['linkedin']).map((post) => post.platform),
      ['linkedin'],
    );
  });

  test('a lead longer than a tweet is shortened at a word, hashtags kept', () => {
    const longLead = `Testzeile\n\n${'Die Stadtverwaltung von Lindenau hat nach langer Beratung mit Verkehrsbetrieben, Umweltverbänden und Anwohnern '.repeat(4)}beschlossen.\n\nDie Straßenbahn kommt. Die Straßenbahn hält am Hauptbahnhof.`;
    const [post] = socialPosts(longLead, ['x']);
    assert.ok(post && [...post.text].length <= 280, String(post?.text.length));
    assert.ok(post.text.includes(' …'));
    assert.ok(post.hashtags.length >= 1 && post.text.endsWith(post.hashtags.join(' ')));
  });

  test('hashtags: CamelCase phrases, umlauts kept, punctuation dropped', () => {
    assert.equal(toHashtag('öffentlicher Nahverkehr'), '#ÖffentlicherNahverkehr');
    assert.equal(toHashtag('Klinikum Nord'), '#KlinikumNord');
    assert.equal(toHashtag('SV-Gruppe'), '#SVGruppe');
    assert.equal(toHashtag('Straße'), '#Straße');
    assert.equal(toHashtag('!!!'), '');
  });
});
