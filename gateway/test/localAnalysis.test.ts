/**
 * Local provider, text analysis: extractive summaries (TextRank), keywords and key phrases,
 * Amstad readability and the top-ten list – on real German news texts.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { extractKeywords } from '../src/ai/local/keywords.ts';
import { fleschLabel, readability } from '../src/ai/local/readability.ts';
import { splitSentences, tokenizeWords } from '../src/ai/local/sentences.ts';
import { isStopword } from '../src/ai/local/stopwords.ts';
import { summarize } from '../src/ai/local/summarize.ts';
import { countSyllables } from '../src/ai/local/syllables.ts';
import { passage, topTen } from '../src/ai/local/topTen.ts';
import { parseSummary } from '../src/ai/prompts/summarize.ts';
import { parseTopTen } from '../src/ai/prompts/topTen.ts';
import { topTenShortfall } from 'portal-contract';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/texts/${name}`, import.meta.url), 'utf8');
const tram = fixture('nachricht-strassenbahn.txt');
const printing = fixture('nachricht-druckerei.txt');

/** Positions of the summary's sentences in the original text; fails if one is not from the text. */
function positionsInText(text: string, sentences: string[]): number[] {
  const original = splitSentences(text);
  return sentences.map((sentence) => {
    const index = original.indexOf(sentence);
    assert.ok(index >= 0, `not a sentence of the text: ${sentence}`);
    return index;
  });
}

function assertAscending(values: number[]): void {
  for (let i = 1; i < values.length; i++)
    assert.ok((values[i] as number) > (values[i - 1] as number), `not in text order: ${values.join(', ')}`);
}

describe('extractive summary', () => {
  for (const text of [tram, printing]) {
    const title = splitSentences(text)[0] as string;

    test(`"1–2 Sätze" is one or two real sentences in order (${title.slice(0, 30)}…)`, () => {
      const summary = summarize(text, 'sentences');
      const sentences = splitSentences(summary);
      assert.ok(sentences.length >= 1 && sentences.length <= 2, summary);
      assertAscending(positionsInText(text, sentences));
      assert.ok(!summary.includes(title), 'the headline is no summary sentence');
    });

    test(`"Absatz" is 4–5 real sentences in original order, one paragraph (${title.slice(0, 30)}…)`, () => {
      const summary = summarize(text, 'paragraph');
      assert.ok(!summary.includes('\n'));
      const sentences = splitSentences(summary);
      assert.ok(sentences.length >= 4 && sentences.length <= 5, `${sentences.length}: ${summary}`);
      assertAscending(positionsInText(text, sentences));
    });

    test(`"Stichpunkte" is 5–7 lines starting with "• " (${title.slice(0, 30)}…)`, () => {
      const lines = summarize(text, 'bullets').split('\n');
      assert.ok(lines.length >= 5 && lines.length <= 7, lines.join('\n'));
      for (const line of lines) assert.match(line, /^• \S/);
      assertAscending(
        positionsInText(
          text,
          lines.map((line) => line.slice(2)),
        ),
      );
    });
  }

  test('the summary is about the article: it names its subject', () => {
    assert.match(summarize(tram, 'sentences'), /Straßenbahn/);
    assert.match(summarize(printing, 'sentences'), /Rotationsmaschine|Druckerei/);
  });

  test('a short text gives what it has, an empty one nothing', () => {
    const short = 'Die Stadt baut eine neue Brücke über den Fluss. Die Arbeiten beginnen im Mai und dauern zwei Jahre.';
    assert.equal(summarize(short, 'bullets').split('\n').length, 2);
    assert.equal(summarize(short, 'paragraph'), short);
    assert.equal(summarize('   ', 'sentences'), '');
  });
});

describe('keywords and key phrases', () => {
  test('topical terms of the article rank at the top', () => {
    const { keywords } = extractKeywords(tram, 10);
    const top = keywords.map(({ term }) => term);
    assert.equal(top[0], 'Straßenbahnlinie');
    for (const expected of ['Hauptbahnhof', 'Stadtrat', 'Verkehrsbetriebe', 'Haltestellen'])
      assert.ok(top.includes(expected), `${expected} in ${top.join(', ')}`);
    const printingTop = extractKeywords(printing, 5).keywords.map(({ term }) => term);
    assert.ok(printingTop.includes('Druckerei') && printingTop.includes('Rotationsmaschine'), printingTop.join(', '));
  });

  test('scores are 0–1, best first, best = 1; max is respected', () => {
    const { keywords, phrases } = extractKeywords(tram, 7);
    assert.equal(keywords.length, 7);
    assert.ok(phrases.length > 0 && phrases.length <= 7);
    for (const list of [keywords, phrases]) {
      assert.equal(list[0]?.score, 1);
      for (let i = 0; i < list.length; i++) {
        const { score } = list[i] as { score: number };
        assert.ok(score > 0 && score <= 1);
        if (i > 0) assert.ok(score <= (list[i - 1] as { score: number }).score);
      }
    }
  });

  test('no stopwords, numbers or duplicates; phrases have 2–3 words and end with a noun', () => {
    const { keywords, phrases } = extractKeywords(`${tram}\n\n${printing}`, 50);
    for (const { term } of keywords) {
      assert.ok(!isStopword(term), term);
      assert.ok(!/^\d/.test(term), term);
      assert.match(term, /^\p{Lu}/u, `keywords are nouns, names or acronyms: ${term}`);
    }
    const lower = keywords.map(({ term }) => term.toLowerCase());
    assert.equal(new Set(lower).size, lower.length);
    assert.ok(!(lower.includes('straßenbahn') && lower.includes('straßenbahnen')), 'inflections are merged');
    for (const { term } of phrases) {
      const words = term.split(' ');
      assert.ok(words.length >= 2 && words.length <= 3, term);
      assert.ok(!isStopword(words[0] as string) && !isStopword(words[words.length - 1] as string), term);
      assert.ok(!words.every((word) => isStopword(word) || /^\d/.test(word)), term);
      assert.match(words[words.length - 1] as string, /^\p{Lu}/u, term);
    }
    assert.ok(
      phrases.some(({ term }) => term === 'Klinikum Nord'),
      phrases.map(({ term }) => term).join(', '),
    );
  });

  test('case variants are merged into the most frequent spelling', () => {
    const text =
      'Die Verkehrswende kommt. Die verkehrswende ist teuer. Die Verkehrswende braucht Zeit. Für die Verkehrswende wirbt der Rat.';
    const terms = extractKeywords(text, 10).keywords.map(({ term }) => term);
    assert.deepEqual(
      terms.filter((term) => term.toLowerCase() === 'verkehrswende'),
      ['Verkehrswende'],
    );
  });

  test('empty and stopword-only texts give empty lists', () => {
    assert.deepEqual(extractKeywords('', 5), { keywords: [], phrases: [] });
    assert.deepEqual(extractKeywords('und oder aber denn doch', 5), { keywords: [], phrases: [] });
  });
});

describe('readability (Amstad)', () => {
  test('German syllables', () => {
    assert.deepEqual(['Haus', 'Zeitung', 'Straßenbahnlinie', 'Oberbürgermeisterin', 'Eier', 'ZDF'].map(countSyllables), [1, 2, 5, 7, 2, 3]);
  });

  test('easy text scores higher than hard text; news lands in between', () => {
    const easy = readability('Der Hund ist groß. Er bellt laut. Ich mag ihn sehr. Wir gehen in den Park. Die Sonne scheint.');
    const hard = readability(
      'Die verfassungsrechtliche Überprüfung der kommunalaufsichtsrechtlichen Genehmigungsvoraussetzungen erfordert eine differenzierte Betrachtung sämtlicher haushaltswirtschaftlicher Rahmenbedingungen einschließlich der infrastrukturpolitischen Verpflichtungen.',
    );
    const news = readability(tram);
    assert.ok(easy.flesch >= 80, `easy ${easy.flesch}`);
    assert.ok(hard.flesch <= 20, `hard ${hard.flesch}`);
    assert.ok(news.flesch > 30 && news.flesch < 65, `news ${news.flesch}`);
    assert.ok(easy.flesch > news.flesch && news.flesch > hard.flesch);
    assert.equal(easy.label, fleschLabel(easy.flesch));
    assert.equal(news.sentences, splitSentences(tram).length);
    assert.equal(news.words, tokenizeWords(tram).length);
  });

  test('formula: 180 − ASL − 58.5 × ASW, clamped to 0–100', () => {
    // 2 sentences, 8 words, 11 syllables (Die Kat-ze schläft lan-ge. Das Kind malt Bil-der.):
    // 180 − 4 − 58.5 × 1.375 = 95.6
    const easy = readability('Die Katze schläft lange. Das Kind malt Bilder.');
    assert.equal(easy.averageSentenceLength, 4);
    assert.equal(easy.averageSyllables, 1.38);
    assert.equal(easy.flesch, 96);
    assert.equal(easy.label, 'sehr leicht');
    // 1 sentence, 6 words, 17 syllables (Die Ver-wal-tung ge-neh-migt sämt-li-che An-trä-ge un-ver-züg-lich.):
    // 180 − 6 − 58.5 × 17/6 = 8.25
    const hard = readability('Die Verwaltung genehmigt sämtliche Anträge unverzüglich.');
    assert.equal(hard.words, 6);
    assert.equal(hard.flesch, 8);
    assert.equal(hard.label, 'sehr schwer');
    assert.equal(readability('').flesch, 0);
  });

  test('labels follow the Amstad scale', () => {
    assert.deepEqual([95, 85, 75, 65, 55, 40, 10].map(fleschLabel), [
      'sehr leicht',
      'leicht',
      'mittelleicht',
      'mittel',
      'mittelschwer',
      'schwer',
      'sehr schwer',
    ]);
  });
});

describe('top ten', () => {
  test('ten ranked, distinct points from the text, led by the topic', () => {
    const { items } = topTen('Kosten und Finanzierung der Straßenbahn', tram);
    assert.equal(items.length, 10);
    const sentences = splitSentences(tram);
    for (const { title, explanation } of items) {
      // Not a copy pretending to explain: the supporting passage of the text, marked as such.
      assert.ok(!sentences.includes(explanation), explanation);
      const quoted = /^Beleg im Text: „(.+)“$/.exec(explanation)?.[1];
      assert.ok(quoted && sentences.some((sentence) => passage(sentence) === quoted), explanation);
      assert.ok(title.length > 0 && title.length <= 70, title);
    }
    assert.equal(new Set(items.map((item) => item.explanation)).size, 10);
    assert.equal(new Set(items.map((item) => item.title.toLowerCase())).size, 10);
    assert.match(
      items
        .slice(0, 3)
        .map((item) => item.explanation)
        .join(' '),
      /Millionen Euro|Finanzierung|Kosten/,
    );
  });

  test('the topic changes the ranking', () => {
    const costs = topTen('Kosten und Finanzierung', tram).items[0]?.explanation ?? '';
    const environment = topTen('Umweltverbände, Radwege und Autoverkehr', tram).items[0]?.explanation ?? '';
    assert.notEqual(costs, environment);
    assert.match(environment, /Umwelt|Rad|Autoverkehr/);
  });

  test('fewer points when the text has fewer sentences', () => {
    const text =
      'Der Park bekommt neue Bänke aus Holz. Die Stadt pflanzt zwanzig neue Bäume am Ufer. Ein Spielplatz für Kinder entsteht im Sommer.';
    assert.equal(topTen('Park', text).items.length, 3);
    assert.equal(topTen('Park', text).note, 'Der Text gibt nur drei Punkte her.');
    assert.deepEqual(topTen('Park', 'Kurz.'), { items: [], note: 'Der Text gibt keinen Punkt zu diesem Thema her.' });
    assert.equal(topTen('Kosten', tram).note, undefined, 'ten points need no note');
  });
});

describe('honest results', () => {
  test('the passage drops who said it and asides in brackets', () => {
    assert.equal(
      passage('Die Arbeiten beginnen im Mai (vorbehaltlich der Genehmigung), teilte die Stadt mit.'),
      'Die Arbeiten beginnen im Mai.',
    );
    assert.equal(passage('„Wir sind bereit“, sagte die Bürgermeisterin.'), 'Wir sind bereit.');
    assert.equal(passage('Schulen bekommen mehr Geld.'), 'Schulen bekommen mehr Geld.');
  });

  test('a shortfall says how many points the text gives, in German', () => {
    assert.equal(topTenShortfall(7), 'Der Text gibt nur sieben Punkte her.');
    assert.equal(topTenShortfall(1), 'Der Text gibt nur einen Punkt her.');
    assert.equal(topTenShortfall(10), undefined);
  });

  test('„1–2 Sätze“ is never more than two sentences, offline or from a model', () => {
    for (const text of [tram, printing]) assert.ok(splitSentences(summarize(text, 'sentences')).length <= 2);
    const chatty = 'Der Stadtrat hat den Haushalt beschlossen. Schulen bekommen mehr Geld. Die Opposition ist dagegen. Es gab Streit.';
    assert.equal(
      parseSummary(chatty, { length: 'sentences' }).summary,
      'Der Stadtrat hat den Haushalt beschlossen. Schulen bekommen mehr Geld.',
    );
  });

  test('a model that lists fewer than ten points gets the note too', () => {
    assert.deepEqual(parseTopTen('1. Kosten\nDas Projekt kostet 148 Millionen Euro.\n\n2. Bauzeit\nGebaut wird bis 2029.'), {
      items: [
        { title: 'Kosten', explanation: 'Das Projekt kostet 148 Millionen Euro.' },
        { title: 'Bauzeit', explanation: 'Gebaut wird bis 2029.' },
      ],
      note: 'Der Text gibt nur zwei Punkte her.',
    });
  });
});
