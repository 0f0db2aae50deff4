/** House style „numbers up to twelve in words“ (src/ai/local/numbers.ts) and its rule kind in the engine. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadMorphology } from '../src/ai/local/morphology/index.ts';
import { numbersInWords } from '../src/ai/local/numbers.ts';
import { applyHouseStyle, type StyleRule } from '../src/houseStyle/engine.ts';

const words = (text: string) => numbersInWords(text, loadMorphology()).text;

describe('numbers up to twelve in words', () => {
  test('counted things are written out, at a sentence start capitalised', () => {
    assert.equal(words('Die Stadt baut 3 neue Linien und 7 Haltestellen.'), 'Die Stadt baut drei neue Linien und sieben Haltestellen.');
    assert.equal(words('3 Kinder kamen zu spät, 12 Busse fuhren.'), 'Drei Kinder kamen zu spät, zwölf Busse fuhren.');
    assert.equal(words('Er ist 7 Jahre alt.'), 'Er ist sieben Jahre alt.');
  });

  test('units, money, percent, times, dates, scores, identifiers and ranges keep their digits', () => {
    for (const text of [
      'Es kostet 5 Euro und 3 Prozent mehr, dazu 4 % Zinsen.',
      'Der Bus der Linie 3 fährt um 7 Uhr ab Gleis 2.',
      'Am 3. Mai gewann der FC 2:1.',
      'Kinder zwischen 8 und 15 Jahren, Seite 3–5.',
      'Die 3-Zimmer-Wohnung hat 80 Quadratmeter.',
      'Nr. 5, S. 7 und § 3 gelten.',
      'Es waren 2.',
      'Der Wagen fuhr 9 km weit und wog 2 Tonnen.',
      'Wir haben 1 Auto.',
    ])
      assert.equal(words(text), text);
  });

  test('as a house-style rule of its own kind, with title and explanation as the reason', () => {
    const rule: StyleRule = {
      id: 'numbers',
      title: 'Zahlen bis zwölf in Worten',
      explanation: 'Zahlen von zwei bis zwölf schreiben wir aus, außer vor Einheiten, Geld, Prozent, Uhrzeiten und Daten.',
      kind: 'numbers',
      find: '',
      replace: '',
    };
    const result = applyHouseStyle('Die Stadt baut 3 neue Linien für 5 Euro.', [rule]);
    assert.equal(result.text, 'Die Stadt baut drei neue Linien für 5 Euro.');
    assert.deepEqual(
      result.changes.map(({ original, replacement, reason }) => [original, replacement, reason]),
      [['3', 'drei', 'Hausstil: Zahlen bis zwölf in Worten']],
    );
  });

  test('worst case: 20 000 characters of numbers', { timeout: 30_000 }, () => {
    const started = performance.now();
    numbersInWords('3 neue Linien und 7 '.repeat(1_000), loadMorphology());
    numbersInWords('3 '.repeat(10_000), loadMorphology());
    assert.ok(performance.now() - started < 1_000, `${performance.now() - started} ms`);
  });
});
