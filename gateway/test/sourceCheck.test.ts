/**
 * Quellencheck: every normalisation the checker relies on, one faithful and one wrong draft each,
 * and the positions of findings. The corpus figures are in `npm run bench:source-check`.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkSource, type SourceFinding, type SourceFindingKind } from '../src/ai/local/sourceCheck/index.ts';
import { cardinalWord, ordinalWord } from '../src/ai/local/sourceCheck/numberWords.ts';

const clean = (source: string, draft: string) => {
  const findings = checkSource(source, draft);
  assert.deepEqual(
    findings.map((finding) => `${finding.kind}: ${finding.text} – ${finding.reason}`),
    [],
    `faithful draft: ${draft}`,
  );
};
const finds = (source: string, draft: string, text: string, kind?: SourceFindingKind): SourceFinding => {
  const findings = checkSource(source, draft);
  const finding = findings.find((candidate) => candidate.text.includes(text) || text.includes(candidate.text));
  assert.ok(finding, `expected a finding on „${text}“ in: ${draft}\ngot: ${JSON.stringify(findings)}`);
  if (kind) assert.equal(finding.kind, kind);
  return finding;
};

describe('Quellencheck: numbers', () => {
  const source = 'Die Stadt investiert 3,5 Millionen Euro in die Sanierung der Schulen. Der Etat wächst um 12 Prozent.';
  test('„3,5 Millionen Euro“ = „3.500.000 Euro“ = „3,5 Mio. €“', () => {
    clean(source, 'Für die Schulen gibt die Stadt 3.500.000 Euro aus.');
    clean(source, 'Die Schulen werden für 3,5 Mio. € saniert.');
    finds(source, 'Die Stadt investiert 3,8 Millionen Euro in die Schulen.', '3,8 Millionen Euro', 'number');
  });
  test('number words, also compounds, and „Prozent“ = „%“', () => {
    clean(source, 'Der Etat wächst um zwölf Prozent.');
    clean(source, 'Der Etat wächst um 12 %.');
    assert.equal(cardinalWord('dreiundzwanzig'), 23);
    assert.equal(cardinalWord('zweitausendvierhundert'), 2400);
    assert.equal(cardinalWord('zweieinhalb'), 2.5);
    assert.equal(ordinalWord('zwölfter'), 12);
    clean('Zum Fest kamen 23 Gäste.', 'Zum Fest kamen dreiundzwanzig Gäste.');
    finds(source, 'Der Etat wächst um dreizehn Prozent.', 'dreizehn Prozent');
  });
  test('rounding words against the exact figure, with their direction', () => {
    const exact = 'Die Wahlbeteiligung lag bei 48,7 Prozent. Gezählt wurden 1.870 Stimmzettel.';
    clean(exact, 'Die Wahlbeteiligung lag bei knapp 50 Prozent.');
    clean(exact, 'Die Beteiligung lag bei rund 49 Prozent.');
    clean(exact, 'Gezählt wurden fast 1.900 Stimmzettel.');
    clean(exact, 'Gezählt wurden mehr als 1.800 Stimmzettel.');
    finds(exact, 'Die Wahlbeteiligung lag bei mehr als 50 Prozent.', 'mehr als 50 Prozent');
    finds(exact, 'Gezählt wurden weniger als 1.800 Stimmzettel.', 'weniger als 1.800');
  });
  test('derived figures: difference, sum, share, percentage, duration between dates', () => {
    const council =
      'Die Stadt gibt 7,3 Millionen Euro für Straßen und 4,1 Millionen Euro für Schulen aus. Im Rat stimmten 38 von 60 Mitgliedern zu.';
    clean(council, 'Für Straßen gibt die Stadt 3,2 Millionen Euro mehr aus als für Schulen.');
    clean(council, 'Insgesamt fließen 11,4 Millionen Euro in Straßen und Schulen.');
    clean(council, 'Knapp zwei Drittel der Mitglieder stimmten zu.');
    clean(council, 'Gut 63 Prozent der Mitglieder stimmten zu.');
    finds(council, 'Mehr als drei Viertel der Mitglieder stimmten zu.', 'drei Viertel');
    const jobs = 'Die Firma streicht 600 ihrer 2.400 Stellen.';
    clean(jobs, 'Die Firma streicht jede vierte Stelle.');
    finds(jobs, 'Die Firma streicht jede dritte Stelle.', 'jede dritte');
    const works = 'Die Strecke ist vom 7. bis 21. April gesperrt.';
    clean(works, 'Die Strecke ist zwei Wochen lang gesperrt, vom 7. bis 21. April.');
  });
  test('unit conversions: metres, rain, minutes and hours', () => {
    clean('Der Stau war 8 Kilometer lang.', 'Der Stau war 8.000 Meter lang.');
    clean('Der Stau war 1.000 Meter lang.', 'Der Stau war einen Kilometer lang.');
    clean('In Landau fielen 48 Millimeter Niederschlag.', 'In Landau fielen 48 Liter Regen pro Quadratmeter.');
    clean('Die Autobahn war 150 Minuten gesperrt.', 'Die Autobahn war zweieinhalb Stunden gesperrt.');
    finds('Die Autobahn war 150 Minuten gesperrt.', 'Die Autobahn war dreieinhalb Stunden gesperrt.', 'dreieinhalb Stunden');
  });
  test('a figure moved to another thing', () => {
    const source = 'Die Stadt investiert 7,3 Millionen Euro in Straßen und 4,1 Millionen Euro in Schulen.';
    finds(source, 'Die Stadt investiert 7,3 Millionen Euro in Schulen.', '7,3 Millionen Euro', 'number');
    clean(source, 'In Straßen investiert die Stadt 7,3 Millionen Euro.');
    const goals = 'Lenny Rubin erzielte neun Treffer. Für die Gäste traf Juri Knorr achtmal.';
    finds(goals, 'Lenny Rubin erzielte acht Treffer.', 'acht Treffer');
  });
  test('scores', () => {
    clean('Mainz gewann mit 2:1 in Wolfsburg.', 'Mainz siegt in Wolfsburg 2:1.');
    finds('Mainz gewann mit 2:1 in Wolfsburg.', 'Mainz siegt in Wolfsburg 3:1.', '3:1');
  });
});

describe('Quellencheck: calendar', () => {
  test('weekday worked out from the dated source', () => {
    const source = 'Der Stadtrat hat am 3. März 2026 den Haushalt beschlossen.';
    clean(source, 'Der Stadtrat hat am Dienstag den Haushalt beschlossen.');
    const finding = finds(source, 'Der Stadtrat hat am Mittwoch den Haushalt beschlossen.', 'Mittwoch', 'weekday');
    assert.match(finding.reason, /Dienstag, den 3\. März/);
  });
  test('weekday and date written together must fit the calendar', () => {
    const source = 'Die Premiere ist am 7. Februar 2026.';
    clean(source, 'Die Premiere ist am Samstag, 7. Februar.');
    finds(source, 'Die Premiere ist am Sonntag, 7. Februar.', 'Sonntag', 'weekday');
  });
  test('dates and years', () => {
    const source = 'Die Verleihung ist am 26. Februar. Hermann wurde 1970 geboren.';
    clean(source, 'Hermann, Jahrgang 1970, bekommt den Preis am 26. Februar.');
    finds(source, 'Die Verleihung ist am 28. Februar.', '28. Februar', 'date');
    finds(source, 'Hermann wurde 1972 geboren.', '1972', 'date');
  });
  test('years as decades', () => {
    const source = 'Die Werke entstanden zwischen 1953 und 1962.';
    clean(source, 'Die Werke entstanden in den 1950er- und frühen 1960er-Jahren.');
    finds('Der Band erschien 1998.', 'Der Band erschien Anfang der 1990er-Jahre.', '1990er');
  });
  test('times: „14 Uhr“ = „14:00 Uhr“ = „14.00 Uhr“', () => {
    const source = 'Der Vorverkauf beginnt um 14 Uhr.';
    clean(source, 'Der Vorverkauf beginnt um 14:00 Uhr.');
    clean(source, 'Der Vorverkauf beginnt um 14.00 Uhr.');
    clean('Das Feuer brach gegen 1.30 Uhr aus.', 'Das Feuer brach gegen halb zwei aus.');
    finds(source, 'Der Vorverkauf beginnt um 15 Uhr.', '15 Uhr', 'time');
  });
});

describe('Quellencheck: people, functions, organisations, places', () => {
  const source =
    'Oberbürgermeisterin Anna Berger (parteilos) legte den Haushalt vor. Kämmerer Peter Klein (SPD) warnte vor steigenden Zinsen. Die Sitzung fand in Mainz statt.';
  test('surname alone, genitive and function abbreviations', () => {
    clean(source, 'Die OB legte den Haushalt vor. Bergers Kämmerer Klein warnte vor steigenden Zinsen.');
    clean(source, 'Oberbürgermeisterin Berger legte den Etat vor, Kämmerer Klein warnte vor höheren Zinsen.');
  });
  test('female and male forms of a function', () => {
    clean('Kämmerin Petra Klein warnte vor Zinsen.', 'Die Kämmerin Klein warnte vor Zinsen.');
    clean('Richter Holger Brück sprach von Leichtsinn.', 'Der Richter Brück sprach von Leichtsinn.');
  });
  test('a person the source does not name', () => {
    const finding = finds(source, 'Kämmerer Klaus Weber warnte vor steigenden Zinsen.', 'Klaus Weber', 'person');
    assert.equal(finding.reason, 'Die Quelle nennt Klaus Weber nicht.');
  });
  test('a function moved to another person', () => {
    finds(source, 'Kämmerin Anna Berger legte den Haushalt vor.', 'Kämmerin', 'function');
  });
  test('a party moved to another person', () => {
    finds(source, 'Kämmerer Peter Klein (CDU) warnte vor steigenden Zinsen.', 'CDU', 'organisation');
  });
  test('a place the source does not name', () => {
    finds(source, 'Die Sitzung fand in Wiesbaden statt.', 'Wiesbaden', 'place');
    clean(source, 'Die Mainzer Sitzung war kurz.');
  });
  test('capitalised nouns are no names', () => {
    clean(source, 'In Zukunft muss die Stadt sparen, sagte die Oberbürgermeisterin bei der Vorlage des Haushalts.');
  });
});

describe('Quellencheck: quotes', () => {
  const source =
    '„Wir sparen, ohne die Zukunft kaputtzusparen“, sagte Oberbürgermeisterin Anna Berger. Kämmerer Peter Klein warnte vor Zinsen.';
  test('a quote shortened or turned into indirect speech with the same speaker is fine', () => {
    clean(source, 'Berger sagte, man spare, ohne die Zukunft kaputtzusparen.');
    clean(source, '„Wir sparen“, sagte die OB.');
  });
  test('the same words given to another person', () => {
    const finding = finds(source, '„Wir sparen, ohne die Zukunft kaputtzusparen“, sagte Kämmerer Peter Klein.', 'Peter Klein', 'quote');
    assert.equal(finding.reason, 'In der Quelle sagt das Anna Berger, nicht Peter Klein.');
    finds(source, 'Klein sagte, man spare, ohne die Zukunft kaputtzusparen.', 'Klein', 'quote');
  });
  test('a quote the source does not have', () => {
    finds(source, '„Wir erhöhen die Grundsteuer deutlich“, sagte Berger.', 'Grundsteuer', 'quote');
  });
});

describe('Quellencheck: positions', () => {
  test('each finding is the exact draft text at its UTF-16 offsets, also after emoji and quotes', () => {
    const source = 'Am 3. März 2026 kamen 500 Besucher ins Museum nach Mainz.';
    const draft = '🎉 „Toll“ – am Mittwoch kamen 600 Besucher ins Museum nach Wiesbaden.';
    const findings = checkSource(source, draft);
    assert.ok(findings.length >= 3, JSON.stringify(findings));
    for (const finding of findings) assert.equal(draft.slice(finding.start, finding.end), finding.text);
    assert.deepEqual(
      findings.map((finding) => finding.kind).filter((kind) => kind !== 'quote'),
      ['weekday', 'number', 'place'],
    );
  });
  test('findings are sorted, do not overlap and survive structured cloning', () => {
    const source = 'Der Rat beschloss am 4. März 2026 Ausgaben von 1,24 Milliarden Euro.';
    const findings = checkSource(source, 'Der Rat beschloss am Donnerstag Ausgaben von 1,42 Milliarden Euro.');
    assert.deepEqual(structuredClone(findings), findings);
    for (let i = 1; i < findings.length; i++) assert.ok(findings[i - 1]!.end <= findings[i]!.start);
  });
});
