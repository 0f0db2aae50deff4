/**
 * Local provider, text basics: sentence splitting with German abbreviations, ordinal dates and
 * numbered items; paragraphs and words.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { splitParagraphs, splitSentences, tokenizeWords, wordSpans } from '../src/ai/local/sentences.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/texts/${name}`, import.meta.url), 'utf8');

describe('German sentence splitting', () => {
  test('abbreviations, ordinal dates and numbered items do not end a sentence', () => {
    assert.deepEqual(splitSentences(fixture('abkuerzungen.txt')), [
      'Termine und Zahlen',
      'Die Stadtbibliothek öffnet am 1. Januar 2027 ihre neue Filiale in der Goethestr. 12.',
      'Dr. Anna Berger leitet das Haus, Prof. Dr. Jens Ritter berät das Team u. a. bei der Digitalisierung.',
      'Die Umbaukosten lagen bei ca. 4,5 Mio. Euro, d. h. rund 300 000 Euro weniger als geplant.',
      'Vorgesehen sind z. B. Lesungen, Sprachkurse bzw. Hausaufgabenhilfe.',
      'Die Eröffnungsfeier findet am 3. Oktober 2026 statt, der Eintritt ist frei.',
      'Im 2. Quartal folgt ein Tag der offenen Tür.',
      'Bücher, Spiele, Filme etc. können dann auch per App ausgeliehen werden.',
      'Nähere Informationen stehen in Abs. 3 der Benutzungsordnung (vgl. S. 4).',
      'Die wichtigsten Punkte:',
      '1. Die Filiale hat sechs Tage pro Woche geöffnet.',
      '2. Der Lesesaal bietet 80 Arbeitsplätze.',
      '3. Kinder unter 14 Jahren zahlen keine Gebühren.',
      'Wer Fragen hat, wendet sich an Frau Berger.',
      'Sie ist ab dem 15. Dezember erreichbar.',
    ]);
  });

  test('real sentence ends stay ends: numbers, "etc." before a capital, quotes, questions', () => {
    assert.deepEqual(
      splitSentences(
        'Die Zahl stieg auf 12. Danach sank sie. Busse, Bahnen usw. Die Stadt zahlt. Er sagte: „Wir schaffen das.“ Was nun? Gut!',
      ),
      [
        'Die Zahl stieg auf 12.',
        'Danach sank sie.',
        'Busse, Bahnen usw.',
        'Die Stadt zahlt.',
        'Er sagte: „Wir schaffen das.“',
        'Was nun?',
        'Gut!',
      ],
    );
  });

  test('initials, "z. B." without its space and Mio. before a noun', () => {
    assert.deepEqual(splitSentences('Anna M. Schulte kam z.B. mit 3 Mio. Euro. Dann ging sie.'), [
      'Anna M. Schulte kam z.B. mit 3 Mio. Euro.',
      'Dann ging sie.',
    ]);
  });

  test('hard-wrapped lines are joined, headings and list items stand alone', () => {
    const text = 'Überschrift ohne Punkt\nDer erste Satz läuft\nüber zwei Zeilen. Der zweite nicht.\n- erster Punkt\n- zweiter Punkt';
    assert.deepEqual(splitSentences(text), [
      'Überschrift ohne Punkt',
      'Der erste Satz läuft über zwei Zeilen.',
      'Der zweite nicht.',
      '- erster Punkt',
      '- zweiter Punkt',
    ]);
  });

  test('paragraphs are separated by blank lines (also with spaces or CRLF)', () => {
    assert.deepEqual(splitParagraphs('Erster Absatz.\r\n\r\nZweiter\nAbsatz.\n  \n\nDritter.'), [
      'Erster Absatz.',
      'Zweiter\nAbsatz.',
      'Dritter.',
    ]);
    assert.deepEqual(splitParagraphs('  \n\n '), []);
  });

  test('words keep hyphenated compounds and numbers with separators together', () => {
    assert.deepEqual(tokenizeWords('Die SV-Gruppe zahlt 20.000 Euro (3,5 %) – geht’s?'), [
      'Die',
      'SV-Gruppe',
      'zahlt',
      '20.000',
      'Euro',
      '3,5',
      'geht’s',
    ]);
    const spans = wordSpans('Ein „Wort“.');
    assert.deepEqual(
      spans.map(({ word, start, end }) => [word, start, end]),
      [
        ['Ein', 0, 3],
        ['Wort', 5, 9],
      ],
    );
  });
});
