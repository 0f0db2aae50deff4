import { describeChange, quoted, shortChange, visibleBlanks } from '../src/text-redact/changeLabels';
import { correctedText, isChange, originalText, textWithChoices, wordChanges } from '../src/text-redact/wordChanges';

const pairs: [string, string, string][] = [
  ['a typo', 'Die Zietung berichtet heute.', 'Die Zeitung berichtet heute.'],
  ['umlauts and ß', 'Die Strasse fuhrt über die Bruecke.', 'Die Straße führt über die Brücke.'],
  ['punctuation and quotes', 'Er sagte "Ja" ,dass es stimmt !', 'Er sagte „Ja“, dass es stimmt!'],
  ['double spaces', 'Der  Rat tagt   am Montag.', 'Der Rat tagt am Montag.'],
  ['line breaks', 'Erster Absatz\n\nzweiter  Absatz\r\nEnde', 'Erster Absatz.\n\nZweiter Absatz\r\nEnde.'],
  [
    'a rewrite',
    'Es wurde von dem Stadtrat beschlossen, dass die Straßenbahn ausgebaut wird.',
    'Der Stadtrat beschloss den Ausbau der Straßenbahn.',
  ],
  ['nothing to change', 'Alles richtig.', 'Alles richtig.'],
  ['an empty original', '', 'Neu.'],
  ['emoji and dashes', 'Wir 🎉 feiern - heute', 'Wir 🎉 feiern – heute'],
];

test.each(pairs)('%s: the original and the corrected text come back exactly', (_name, original, corrected) => {
  const parts = wordChanges(original, corrected);
  expect(originalText(parts)).toBe(original);
  expect(correctedText(parts)).toBe(corrected);
});

test('a typo is one change between unchanged text', () => {
  expect(wordChanges('Die Zietung berichtet heute.', 'Die Zeitung berichtet heute.')).toEqual([
    { kind: 'same', text: 'Die ' },
    { kind: 'change', id: 0, removed: 'Zietung', added: 'Zeitung' },
    { kind: 'same', text: ' berichtet heute.' },
  ]);
});

test('umlauts and ß stay inside their words', () => {
  const changes = wordChanges('Die Strasse fuhrt über die Bruecke.', 'Die Straße führt über die Brücke.').filter(isChange);
  expect(changes.map(({ removed, added }) => [removed, added])).toEqual([
    ['Strasse fuhrt', 'Straße führt'],
    ['Bruecke', 'Brücke'],
  ]);
});

test('changes separated only by spaces become one edit, a shared word keeps them apart', () => {
  const phrase = wordChanges('Wir treffen uns in der Stadt heute.', 'Wir treffen uns im Ort heute.').filter(isChange);
  expect(phrase).toHaveLength(1);
  expect(phrase[0]!.removed.trim()).toBe('in der Stadt');
  expect(phrase[0]!.added.trim()).toBe('im Ort');

  const quotes = wordChanges('Er sagt "gut" dazu', 'Er sagt „gut“ dazu').filter(isChange);
  expect(quotes.map(({ removed, added }) => [removed, added])).toEqual([
    ['"', '„'],
    ['"', '“'],
  ]);
});

test('a double space becomes a change of blanks, across a line break changes stay apart', () => {
  const blanks = wordChanges('Der  Rat', 'Der Rat').filter(isChange);
  expect(blanks).toEqual([{ kind: 'change', id: 0, removed: '  ', added: ' ' }]);
  expect(wordChanges('eins\nzwei', 'Eins\nZwei').filter(isChange)).toHaveLength(2);
});

test('ids count the changes from 0', () => {
  const ids = wordChanges('a b. c d. e', 'A b. C d. E')
    .filter(isChange)
    .map((change) => change.id);
  expect(ids).toEqual([0, 1, 2]);
});

test('rejecting one change brings back exactly that word', () => {
  const original = 'Die Zietung berichtet , dass der Rat  tagt.';
  const corrected = 'Die Zeitung berichtet, dass der Rat tagt.';
  const parts = wordChanges(original, corrected);
  const typo = parts.filter(isChange).find((change) => change.removed === 'Zietung')!;
  expect(textWithChoices(parts, (id) => id !== typo.id)).toBe('Die Zietung berichtet, dass der Rat tagt.');
  expect(textWithChoices(parts, (id) => id === typo.id)).toBe('Die Zeitung berichtet , dass der Rat  tagt.');
});

test('labels name words in German quotes and blanks in words', () => {
  expect(describeChange({ removed: 'Zietung', added: 'Zeitung' })).toBe('Änderung „Zietung“ → „Zeitung“');
  expect(describeChange({ removed: '', added: ',' })).toBe('Einfügung „,“');
  expect(describeChange({ removed: 'sehr ', added: '' })).toBe('Streichung „sehr“');
  expect(describeChange({ removed: '  ', added: ' ' })).toBe('Änderung 2 Leerzeichen → Leerzeichen');
  expect(quoted('\n')).toBe('Zeilenumbruch');
  expect(shortChange({ removed: '', added: ',' })).toBe('„,“ eingefügt');
  expect(shortChange({ removed: 'sehr', added: '' })).toBe('„sehr“ gestrichen');
  expect(visibleBlanks('  ')).toBe('··');
  expect(visibleBlanks(' Wort ')).toBe(' Wort ');
});

test('random edits of German text always round-trip', () => {
  // A small deterministic generator, so a failure can be replayed.
  let seed = 20_241;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const words = ['Stadtrat', 'Straße', 'größer', 'Ärger', 'über', '„Zitat“', 'z. B.', '–', ',', '.', '!', '2029', 'Mio.', 'Öl'];
  const blanks = [' ', ' ', ' ', '  ', '\n', '\n\n', '\t'];
  const text = () => Array.from({ length: 1 + Math.floor(random() * 25) }, () => pick(words) + pick(blanks)).join('');
  for (let round = 0; round < 300; round += 1) {
    const original = text();
    const corrected = random() < 0.5 ? text() : original.replace(pick(words), pick(words)).replace('  ', ' ');
    const parts = wordChanges(original, corrected);
    expect(originalText(parts)).toBe(original);
    expect(correctedText(parts)).toBe(corrected);
  }
});
