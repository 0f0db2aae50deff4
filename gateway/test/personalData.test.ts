/**
 * Finding personal data in German text, kind by kind, and the placeholders that replace it
 * (src/ai/local/personalData). The corpus figures, the stream restorer's property test and the worst
 * cases are in the other personalData*.test.ts files.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  findPersonalData,
  pseudonymise,
  restore,
  type PersonalDataItem,
  type PersonalDataKind,
} from '../src/ai/local/personalData/index.ts';
import { loadMorphology } from '../src/ai/local/morphology/index.ts';

// The dictionary as the workers have it once built (built here now on a fresh clone, ~5 s).
loadMorphology();

const found = (text: string, kind?: PersonalDataKind) =>
  findPersonalData(text)
    .filter((item) => !kind || item.kind === kind)
    .map((item) => item.text);

describe('e-mail addresses', () => {
  test('plain, with dots, plus and subdomains; a full stop after one is not part of it', () => {
    assert.deepEqual(found('Schreiben Sie an anna.berger@example.de.', 'email'), ['anna.berger@example.de']);
    assert.deepEqual(found('Kontakt: pp-obn.pressestelle+presse@polizei.bayern.de, Fax folgt', 'email'), [
      'pp-obn.pressestelle+presse@polizei.bayern.de',
    ]);
  });
  test('an @ without a domain is no address', () => {
    assert.deepEqual(found('Treffpunkt @ Marienplatz, Preis 3 @ 2 Euro, user@localhost', 'email'), []);
  });
});

describe('phone numbers', () => {
  test('German and international formats', () => {
    for (const phone of [
      '+49 89 1234567',
      '0171/1234567',
      '(089) 12 34 56-78',
      '089 2910-4400',
      '0049 89 1234567',
      '+43 512 5307-220',
      '+41 44 668 18 00',
      '+1 212 555 0199',
      '08141 / 45 67 89',
      '0172-4455667',
    ]) {
      assert.deepEqual(found(`Rufen Sie an: ${phone}, danke.`, 'phone'), [phone], phone);
    }
  });
  test('a local number needs a phone word before it', () => {
    assert.deepEqual(found('Tel. 4711 2233', 'phone'), ['4711 2233']);
    assert.deepEqual(found('Es kamen 4711 2233 Besucher', 'phone'), []);
  });
  test('dates, prices, years, scores, postcodes and article numbers are not phone numbers', () => {
    const text =
      'Am 12.03.2024 kostete es 1.299,00 Euro. Im Jahr 2023 gewann der TSV 3:1 vor 12 000 Zuschauern. ' +
      'Artikelnummer 0123456789, ISBN 978-3-16-148410-0, Az. 0815 4711, 01067 Dresden, 08.30 Uhr, 0,5 Liter.';
    assert.deepEqual(found(text, 'phone'), []);
  });
  test('a small number after the phone number is not part of it', () => {
    assert.deepEqual(found('Unter 0171 1234567 2 Zeugen melden', 'phone'), ['0171 1234567']);
  });
});

describe('IBANs', () => {
  test('German and other countries, with and without spaces, checked with mod 97', () => {
    for (const iban of [
      'DE89 3704 0044 0532 0130 00',
      'DE89370400440532013000',
      'AT61 1904 3002 3457 3201',
      'CH93 0076 2011 6238 5295 7',
      'GB29 NWBK 6016 1331 9268 19',
      'FR14 2004 1010 0505 0001 3M02 606',
      'NL91ABNA0417164300',
    ]) {
      assert.deepEqual(found(`IBAN: ${iban} (Sparkasse)`, 'iban'), [iban], iban);
    }
  });
  test('a wrong check digit is not an IBAN, and not a phone number either', () => {
    assert.deepEqual(found('IBAN DE12 3456 7890 1234 5678 90 ist falsch'), []);
    assert.deepEqual(found('DE88370400440532013000'), []);
  });
});

describe('postal addresses', () => {
  test('street and number in its common forms', () => {
    for (const address of [
      'Hauptstraße 12a',
      'Am Markt 3',
      'Leopoldstr. 5',
      'Rosenheimer Platz 1',
      'Unter den Linden 7',
      'Konrad-Adenauer-Straße 12-14',
      'Auf der Heide 12',
      'Alte Landstraße 5',
    ]) {
      assert.deepEqual(found(`Sie wohnt in der ${address} im zweiten Stock.`.replace('in der Am', 'Am'), 'address'), [address], address);
    }
  });
  test('postcode and town, alone and after the street as one address', () => {
    assert.deepEqual(found('Bitte schicken an: 80331 München', 'address'), ['80331 München']);
    assert.deepEqual(found('Schillerstraße 17, 86159 Augsburg', 'address'), ['Schillerstraße 17, 86159 Augsburg']);
    assert.deepEqual(found('Ludwigstraße 8a\n84028 Landshut', 'address'), ['Ludwigstraße 8a\n84028 Landshut']);
    assert.deepEqual(found('Sitz: D-60311 Frankfurt am Main', 'address'), ['D-60311 Frankfurt am Main']);
  });
  test('rankings, roads, quantities and times are not addresses', () => {
    const text =
      'Der TSV steht auf Platz 3. Auf Platz 2 folgt die Reserve. Die Bundesstraße 471 war gesperrt. ' +
      'Am Montag 3 Verletzte, im Jahr 2024 rund 12000 Besucher. Im Spiel 2 Tore. Der Weg 5 Kilometer lang.';
    assert.deepEqual(found(text, 'address'), []);
  });
});

describe('dates of birth', () => {
  test('a date in a birth context', () => {
    assert.deepEqual(found('geboren am 12.03.1985 in Rosenheim', 'birthdate'), ['12.03.1985']);
    assert.deepEqual(found('Erna Schmitt (*12.03.1924) feiert', 'birthdate'), ['12.03.1924']);
    assert.deepEqual(found('Geburtsdatum: 03.07.2015', 'birthdate'), ['03.07.2015']);
    assert.deepEqual(found('geb. 3.5.1929', 'birthdate'), ['3.5.1929']);
    assert.deepEqual(found('Er wurde am 12. März 1985 in Passau geboren.', 'birthdate'), ['12. März 1985']);
  });
  test('other dates are not', () => {
    assert.deepEqual(found('Am 12.03.2024 tagte der Rat, am 1. Mai 2025 folgt die Wahl.', 'birthdate'), []);
  });
});

describe('licence plates', () => {
  test('with hyphen or space, electric and historic', () => {
    for (const plate of ['M-AB 1234', 'M AB 1234', 'B-XY 123E', 'RO-XY 512', 'FFB-HK 1905', 'DAH-LS 220H']) {
      assert.deepEqual(found(`Der Wagen mit dem Kennzeichen ${plate} fuhr davon.`, 'plate'), [plate], plate);
    }
  });
  test('letters and numbers that are no plate', () => {
    assert.deepEqual(found('Der EU AI Act 2024, die ICE-Linie 25 und VW ID 3 im Test; Tabelle: A 1.'), []);
  });
});

describe('names of people', () => {
  test('with honorifics, titles and roles', () => {
    assert.deepEqual(found('Frau Berger und Herr Koch kamen mit Dr. Weber.', 'person'), ['Berger', 'Koch', 'Weber']);
    assert.deepEqual(found('Zeugin Maria S. (34) sah alles.', 'person'), ['Maria S.']);
    assert.deepEqual(found('„Gut so“, sagte Polizeisprecher Stefan Huber.', 'person'), ['Stefan Huber']);
    assert.deepEqual(found('Informant Peter meldete sich bei uns.', 'person'), ['Peter']);
    assert.deepEqual(found('Frau Prof. Dr. Ursula von der Leyen sprach.', 'person'), ['Ursula von der Leyen']);
  });
  test('after a verb of saying and before an age', () => {
    assert.deepEqual(found('„Das reicht“, sagte Brandstätter.', 'person'), ['Brandstätter']);
    assert.deepEqual(found('Der Fahrer, Oberhuber (47), blieb unverletzt.', 'person'), ['Oberhuber']);
    assert.deepEqual(found('Lisa Maier, 34, aus Pasing', 'person'), ['Lisa Maier']);
  });
  test('a listed first name with the surname, of many origins', () => {
    assert.deepEqual(found('Ayşe Yılmaz und Giuseppe Rossi kochen; Hans-Peter Schulze isst.', 'person'), [
      'Ayşe Yılmaz',
      'Giuseppe Rossi',
      'Hans-Peter Schulze',
    ]);
  });
  test('the surname alone and its genitive, once the full name is known', () => {
    assert.deepEqual(found('Anna Berger kam. Berger sagte nichts. Bergers Auto stand vor der Tür.', 'person'), [
      'Anna Berger',
      'Berger',
      'Bergers',
    ]);
  });
  test('ordinary nouns, organisations and places are not people', () => {
    const text =
      'Das Haus der Polizei steht am Markt. Der Stadtrat München tagte, die Deutsche Bahn streikte. ' +
      'Die Feuerwehr und das Rote Kreuz halfen. Eine Frau Mitte 40 stieg aus. Im Klinikum St. Anna liegt niemand. ' +
      'Die Berger AG zahlt. Zeugen gesucht! Der Bürgermeister schwieg.';
    assert.deepEqual(found(text, 'person'), []);
  });
  test('first names that are also words, months or brand names', () => {
    assert.deepEqual(found('Am 3. Jan. 2025 kam Jan Berger. Ein Mercedes Benz parkte. Tue das nicht!', 'person'), ['Jan Berger']);
    // A first-name list has „Mio“; after a number with its dot it is millions.
    assert.deepEqual(found('Das kostet etwa 240 Mio. Euro, sagte der Sprecher.', 'person'), []);
    assert.deepEqual(found('Das sagte Mio Bauer am Montag.', 'person'), ['Mio Bauer']);
    assert.deepEqual(found('Malte Krüger und Andrea Grünwald, dazu Bernd Kurz.', 'person'), [
      'Malte Krüger',
      'Andrea Grünwald',
      'Bernd Kurz',
    ]);
  });
  test('office holders stay named when the tenant policy says so, with their later mentions', () => {
    const text = 'Bürgermeisterin Anna Berger lobte Zeugin Maria Huber. Berger dankte Huber.';
    assert.deepEqual(found(text, 'person'), ['Anna Berger', 'Maria Huber', 'Berger', 'Huber']);
    const kept = findPersonalData(text, { keepOfficeHolders: true }).map((item) => item.text);
    assert.deepEqual(kept, ['Maria Huber', 'Huber']);
  });
});

describe('findings', () => {
  test('each finding is the text at its offsets, in order, without overlaps', () => {
    const text =
      'Zeuge Jonas Wimmer (27), Hauptstraße 12a, 80331 München, Tel. 0171/1234567, jonas@wimmer.example, ' +
      'IBAN DE89 3704 0044 0532 0130 00, geb. 01.02.1990, Kennzeichen M-JW 27.';
    const items = findPersonalData(text);
    assert.deepEqual(
      items.map((item) => item.kind),
      ['person', 'address', 'phone', 'email', 'iban', 'birthdate', 'plate'],
    );
    let end = 0;
    for (const item of items) {
      assert.equal(text.slice(item.start, item.end), item.text);
      assert.ok(item.start >= end);
      end = item.end;
    }
    // Plain data: survives structured cloning (the worker pool's boundary) unchanged.
    assert.deepEqual(structuredClone(items), items);
  });
});

describe('placeholders', () => {
  const text =
    'Anna Berger (34) rief Thomas Müller an: 0171 1234567. Müller antwortete nicht. Berger schrieb an ' +
    'a.berger@example.de. Müllers Frau nahm ab. Später rief Berger erneut an, diesmal unter 0171/1234567.';

  test('the same person, number or address always gets the same placeholder', () => {
    const { text: hidden, placeholders } = pseudonymise(text, findPersonalData(text));
    assert.equal(
      hidden,
      '[Person 1] (34) rief [Person 2] an: [Telefon 1]. [Person 2] antwortete nicht. [Person 1] schrieb an ' +
        '[E-Mail 1]. [Person 2]s Frau nahm ab. Später rief [Person 1] erneut an, diesmal unter [Telefon 1].',
    );
    assert.deepEqual(
      placeholders.filter((entry) => entry.placeholder === '[Person 2]').map((entry) => entry.original),
      ['Thomas Müller', 'Müller', 'Müller'],
    );
    assert.ok(placeholders.every((entry) => !hidden.includes(entry.original)));
  });

  test('each kind has its label', () => {
    const all = 'Zeuge Jonas Wimmer, Am Markt 3, geb. 01.02.1990, DE89370400440532013000, M-JW 27, j@w.example, 089 1234567';
    const { text: hidden } = pseudonymise(all, findPersonalData(all));
    assert.equal(hidden, 'Zeuge [Person 1], [Adresse 1], geb. [Geburtsdatum 1], [IBAN 1], [Kennzeichen 1], [E-Mail 1], [Telefon 1]');
  });

  test('round trip: restore(pseudonymise(x)) === x', () => {
    assert.equal(restore(pseudonymise(text, findPersonalData(text)).text, pseudonymise(text, findPersonalData(text)).placeholders), text);
  });

  test('a placeholder already in the text is skipped, so restoring leaves it alone', () => {
    const tricky = 'Im Formular steht [Person 1] als Muster; gemeint ist Anna Berger.';
    const result = pseudonymise(tricky, findPersonalData(tricky));
    assert.equal(result.text, 'Im Formular steht [Person 1] als Muster; gemeint ist [Person 2].');
    assert.equal(restore(result.text, result.placeholders), tricky);
  });

  test('an answer that uses a placeholder more often than the text gets the first form again', () => {
    const placeholders = [
      { placeholder: '[Person 1]', original: 'Anna Berger', kind: 'person' as const },
      { placeholder: '[Person 1]', original: 'Berger', kind: 'person' as const },
    ];
    assert.equal(
      restore('[Person 1] sagt: [Person 1] und [Person 1]. [Person 9] und [Person 1', placeholders),
      'Anna Berger sagt: Berger und Anna Berger. [Person 9] und [Person 1',
    );
  });

  test('overlapping or out-of-range items given by a caller are skipped, not corrupted', () => {
    const items: PersonalDataItem[] = [
      { kind: 'person', text: 'Anna Berger', start: 0, end: 11 },
      { kind: 'person', text: 'Berger', start: 5, end: 11 },
      { kind: 'phone', text: 'x', start: 50, end: 60 },
    ];
    const result = pseudonymise('Anna Berger kam.', items);
    assert.equal(result.text, '[Person 1] kam.');
    assert.equal(restore(result.text, result.placeholders), 'Anna Berger kam.');
  });
});
