/** The grammar rules table of the offline „korrigieren“: each rule fixes its clear case and leaves the doubtful alone. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fixGrammar, GRAMMAR_RULES } from '../src/ai/local/grammar.ts';
import { correctText } from '../src/ai/local/correct.ts';
import { loadSpeller } from '../src/ai/local/spelling.ts';

const fixed = (text: string) => fixGrammar(text).text;

describe('grammar rules', () => {
  const cases: [rule: string, wrong: string, right: string][] = [
    ['doubled-word', 'Der der Stadtrat tagt am Montag.', 'Der Stadtrat tagt am Montag.'],
    [
      'missing-space-after-punctuation',
      'Das Haus brannte.Die Feuerwehr kam,sie löschte.',
      'Das Haus brannte. Die Feuerwehr kam, sie löschte.',
    ],
    ['apostrophe-genitive', "Peter's Bäckerei öffnet wieder.", 'Peters Bäckerei öffnet wieder.'],
    ['apostrophe-plural', "Die Auto's parken vor der Kita.", 'Die Autos parken vor der Kita.'],
    ['seit-seid', 'Seid gestern ist die Brücke zu.', 'Seit gestern ist die Brücke zu.'],
    ['seit-seid', 'Ihr seit herzlich eingeladen.', 'Ihr seid herzlich eingeladen.'],
    ['wider-wieder', 'Das Ergebnis wiederspiegelt den Wiederstand.', 'Das Ergebnis widerspiegelt den Widerstand.'],
    ['wider-wieder', 'Die Wahl wird widerholt.', 'Die Wahl wird wiederholt.'],
    ['standard', 'Die Standartausstattung bleibt der Standart.', 'Die Standardausstattung bleibt der Standard.'],
    ['email', 'Schick uns eine Email an die Email-Adresse.', 'Schick uns eine E-Mail an die E-Mail-Adresse.'],
    ['bzw-point', 'Das kostet 10 bzw 12 Euro.', 'Das kostet 10 bzw. 12 Euro.'],
    ['number-range-dash', 'Geöffnet ist von 10-12 Uhr.', 'Geöffnet ist von 10–12 Uhr.'],
    ['comma-before-conjunction', 'Er sagte dass die Kosten steigen.', 'Er sagte, dass die Kosten steigen.'],
    ['capital-after-sentence-end', 'Die Sitzung dauerte lang. die Kosten steigen.', 'Die Sitzung dauerte lang. Die Kosten steigen.'],
  ];
  for (const [rule, wrong, right] of cases) {
    test(`${rule}: ${wrong}`, () => {
      const result = fixGrammar(wrong);
      assert.equal(result.text, right);
      const reason = GRAMMAR_RULES.find((candidate) => candidate.id === rule)?.reason;
      assert.ok(reason && result.changes.every((change) => change.reason === reason), JSON.stringify(result.changes));
    });
  }

  test('right text stays as it is', () => {
    for (const text of [
      'Der Mann, der der Frau half, ging nach Hause.',
      'Sie kamen früh, so dass alle froh waren.',
      'Hans’ Auto und Max’ Fahrrad stehen im Hof.',
      'Der Preis stieg um 3,5 Prozent auf 1.000 Euro, Beginn ist um 10.30 Uhr.',
      'Die Schule öffnet wieder, der Widerstand bleibt.',
      'Die Schilder aus Email hängen am Bahnhof.',
      'Das ist z. B. die beste Lösung bzw. die einzige.',
      'Wir zahlen ca. die Hälfte, Termin ist der 2026-11-26.',
      'Er kam, ohne dass ihn jemand sah.',
      'Die Seite www.stadt.de nennt alle Termine.',
    ]) {
      assert.equal(fixed(text), text);
    }
  });
});

test('„korrigieren“ never turns Email into the name Emil: the house form comes first', async () => {
  const result = await correctText(await loadSpeller(), 'Bitte schicken Sie uns eine Email.');
  assert.equal(result.corrected, 'Bitte schicken Sie uns eine E-Mail.');
  assert.deepEqual(result.changes, [{ original: 'Email', replacement: 'E-Mail', reason: 'Rechtschreibung: „E-Mail“' }]);
});
