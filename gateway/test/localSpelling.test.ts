/**
 * Local provider, "Korrigieren": Hunspell spelling (compounds and names stay, clear typos are fixed)
 * and German typography rules, together as the redact result.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import { correctText } from '../src/ai/local/correct.ts';
import { editDistance } from '../src/ai/local/editDistance.ts';
import { findMisspellings, isKnownCompound, loadSpeller, type Speller } from '../src/ai/local/spelling.ts';
import { fixTypography } from '../src/ai/local/typography.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/texts/${name}`, import.meta.url), 'utf8');

let speller: Speller;
before(async () => {
  speller = await loadSpeller();
});

describe('spelling (Hunspell + dictionary-de)', () => {
  test('loads once', async () => {
    assert.equal(await loadSpeller(), speller);
  });

  test('German compounds pass: Hunspell knows most, the compound rule the rest', () => {
    for (const word of ['Hauptbahnhof', 'Bürgermeisterwahl', 'Zeitungsverlag', 'Stadtratssitzung', 'Oberbürgermeisterin']) {
      assert.equal(speller.spell(word), true, word);
    }
    // Not in the dictionary, but Nahverkehr + s + Gesellschaft.
    assert.equal(speller.spell('Nahverkehrsgesellschaft'), false);
    assert.equal(isKnownCompound(speller, 'Nahverkehrsgesellschaft'), true);
    assert.equal(isKnownCompound(speller, 'Rechtschreibfeheler'), false);
    assert.equal(isKnownCompound(speller, 'vorraussichtlich'), false, 'only nouns are split');
  });

  test('finds exactly the typos of the fixture, leaves compounds, names, addresses and tags alone', async () => {
    const text = fixture('tippfehler.txt');
    const found = await findMisspellings(speller, text);
    assert.deepEqual(
      found.map(({ original, replacement, reason }) => [original, replacement, reason]),
      [
        ['Plänne', 'Pläne', 'Rechtschreibung'],
        ['Zietung', 'Zeitung', 'Rechtschreibung'],
        ['vorraussichtlich', 'voraussichtlich', 'Rechtschreibung'],
      ],
    );
    for (const { original, start, end } of found) assert.equal(text.slice(start, end), original);
  });

  test('no false alarms on clean news text and a press release with addresses', async () => {
    assert.deepEqual(await findMisspellings(speller, fixture('nachricht-strassenbahn.txt')), []);
    assert.deepEqual(await findMisspellings(speller, fixture('nachricht-druckerei.txt')), []);
    assert.deepEqual(await findMisspellings(speller, fixture('pressemitteilung-stadtwerke.txt')), []);
  });

  test('no false alarms on names, places, loan words and hyphenated compounds', async () => {
    const text =
      'Der FC Lindenau gewann am Samstag mit 3:1 gegen Eintracht Wolfsbach. Trainer Jürgen Klopfenstein lobte die Defensive. ' +
      'Torschütze war Mehmet Yilmaz, der nach der Pause eingewechselt wurde. Im Newsroom wurde der Livestream auf der Website begleitet. ' +
      'Sie checkten die Social-Media-Kanäle und postete Updates. Die Kita in Oberwiesen schließt. ' +
      'Laut Polizeisprecherin Dörte Kühnlein gab es keine Verletzten. Die Stadt richtet Coworking-Spaces ein. ' +
      'Den IT-Servicedesk erreichst du per App; die Organisations-ID steht im Intranet. Die Druckerei will ihre Kapazität besser auslasten.';
    assert.deepEqual(await findMisspellings(speller, text), []);
  });

  test('lower-case noun is capitalised; names after a title and unknown acronyms stay', async () => {
    const found = await findMisspellings(
      speller,
      'Das haus steht leer. Gestern sprach Frau Wrzesniewski mit Kollege Brandtner über das DGPK-Projekt.',
    );
    assert.deepEqual(
      found.map(({ original, replacement, reason }) => [original, replacement, reason]),
      [['haus', 'Haus', 'Rechtschreibung: Groß-/Kleinschreibung']],
    );
  });

  test('a word far from every suggestion is left alone', async () => {
    assert.deepEqual(await findMisspellings(speller, 'Wir treffen uns im Xqzvbrt.'), []);
  });

  test('edit distance counts a swap, ß/ss and case as one edit', () => {
    assert.equal(editDistance('Zietung', 'Zeitung'), 1);
    assert.equal(editDistance('Strasse', 'Straße'), 1);
    assert.equal(editDistance('haus', 'Haus'), 1);
    assert.equal(editDistance('Rechtschreibfeheler', 'Rechtschreibfehler'), 1);
    assert.equal(editDistance('Kiosk', 'Kasse'), 3);
  });
});

describe('typography', () => {
  test('quotes, dashes, ellipsis, abbreviations and spaces', () => {
    const { text, changes } = fixTypography(
      'Er sagte "Wir schaffen das" - und ging... Das ist z.B. teuer , oder ?  Sie nannte es “Meilenstein”.',
    );
    assert.equal(text, 'Er sagte „Wir schaffen das“ – und ging… Das ist z. B. teuer, oder? Sie nannte es „Meilenstein“.');
    const reasons = new Set(changes.map((change) => change.reason));
    for (const reason of [
      'Typografie: Anführungszeichen',
      'Typografie: Gedankenstrich',
      'Typografie: Auslassungspunkte',
      'Typografie: Abkürzung',
      'Typografie: Leerzeichen vor Satzzeichen',
      'Typografie: doppeltes Leerzeichen',
    ]) {
      assert.ok(reasons.has(reason), reason);
    }
    assert.deepEqual(
      changes.find((change) => change.reason === 'Typografie: Anführungszeichen'),
      {
        original: '"Wir schaffen das"',
        replacement: '„Wir schaffen das“',
        reason: 'Typografie: Anführungszeichen',
      },
    );
  });

  test('addresses, inch marks, hyphenated words, smileys and correct text are untouched', () => {
    const clean = 'Mehr unter https://www.example.de/a...b?x=1 , info@sv-gruppe.de oder am 24" Monitor; die SV-Gruppe :-) – „gut“ so…';
    const { text, changes } = fixTypography(clean);
    assert.ok(text.includes('https://www.example.de/a...b?x=1'));
    assert.ok(text.includes('info@sv-gruppe.de'));
    assert.ok(text.includes('24" Monitor'));
    assert.ok(text.includes('SV-Gruppe :-)'));
    assert.ok(
      changes.every((change) => change.reason === 'Typografie: Leerzeichen vor Satzzeichen'),
      JSON.stringify(changes),
    );
    assert.deepEqual(fixTypography('Alles richtig: „Zitat“ – z. B. so…').changes, []);
  });
});

describe('korrigieren', () => {
  test('corrected text differs from the input only by the listed changes', async () => {
    const input = 'Die "Zietung" erscheint  vorraussichtlich am Hauptbahnhof - wie z.B. gestern .';
    const result = await correctText(speller, input);
    assert.equal(result.corrected, 'Die „Zeitung“ erscheint voraussichtlich am Hauptbahnhof – wie z. B. gestern.');
    assert.deepEqual(
      result.changes.filter((change) => change.reason === 'Rechtschreibung').map(({ original, replacement }) => [original, replacement]),
      [
        ['Zietung', 'Zeitung'],
        ['vorraussichtlich', 'voraussichtlich'],
      ],
    );
    assert.ok(result.changes.some((change) => change.reason === 'Typografie: Anführungszeichen'));
  });

  test('an aborted request stops', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gestoppt'));
    await assert.rejects(correctText(speller, 'Die Zietung kommt.', controller.signal), /gestoppt/);
  });
});
