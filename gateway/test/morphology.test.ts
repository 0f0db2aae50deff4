/** The morphological dictionary (src/ai/local/morphology): compact files, lookups, generation, closed classes. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { editOf, packSlots } from '../src/ai/local/morphology/build.ts';
import {
  cellBit,
  cellsOf,
  determinerFormFor,
  determinerOf,
  loadMorphology,
  personMask,
  VERB_IMPERATIVE_SINGULAR,
  VERB_PAST_PARTICIPLE,
  verbBit,
} from '../src/ai/local/morphology/index.ts';
import { SortedLines } from '../src/ai/local/morphology/sortedLines.ts';

describe('morphology', () => {
  test('loads once, fast and small (the cache is built first when missing)', () => {
    loadMorphology();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const again = loadMorphology();
    assert.equal(again, loadMorphology());
    assert.ok(performance.now() - started < 50);
    assert.ok(process.memoryUsage().heapUsed - heapBefore < 100 * 1024 * 1024);
  });

  test('nouns: lemma, gender, case and number', () => {
    const morphology = loadMorphology();
    const [kinder] = morphology.nouns('Kinder');
    assert.equal(kinder?.lemma, 'Kind');
    assert.equal(kinder?.gender, 'N');
    assert.deepEqual(cellsOf(kinder!.cells), [
      ['NOM', 'P'],
      ['AKK', 'P'],
      ['GEN', 'P'],
    ]);
    assert.deepEqual(morphology.nounGender('Gewähr'), ['F']);
    assert.deepEqual(morphology.nounGender('Gewehr'), ['N']);
    assert.equal(morphology.nounForm('Kind', 'DAT', 'P'), 'Kindern');
    assert.equal(morphology.isNoun('Laufen'), true);
    assert.equal(morphology.isNoun('laufen'), false);
  });

  test('verbs: person, number, tense, participles, short imperative', () => {
    const morphology = loadMorphology();
    assert.ok(morphology.isVerbForm('geht', personMask(3, 'S')));
    assert.ok(!morphology.isVerbForm('geh', personMask(3, 'S')));
    assert.ok(morphology.isVerbForm('geh', VERB_IMPERATIVE_SINGULAR));
    assert.ok(morphology.isVerbForm('fass'));
    assert.ok(morphology.isVerbForm('fasst', verbBit('present', 3, 'S')), 'new spelling of the old „faßt“ in the data');
    assert.ok(morphology.isVerbForm('unterschrieben', VERB_PAST_PARTICIPLE));
    assert.equal(morphology.verbForm('gehen', 'present', 3, 'S'), 'geht');
    assert.equal(morphology.verbForm('spielen', 'past', 3, 'P'), 'spielten');
    assert.equal(morphology.verbForm('abarbeiten', 'present', 3, 'S'), 'arbeitet');
    assert.equal(morphology.paradigm('V', 'abarbeiten')?.extra, 'ab');
  });

  test('adjectives: declension cells and generation', () => {
    const morphology = loadMorphology();
    const [gute] = morphology.adjectives('gute');
    assert.equal(gute?.lemma, 'gut');
    assert.ok(gute!.weak & cellBit('NOM', 'M'));
    assert.ok(!(gute!.mixed & cellBit('NOM', 'M')));
    assert.equal(morphology.adjectiveForm('gut', 'DAT', 'F', 'strong'), 'guter');
    assert.equal(morphology.adjectiveForm('hoch', 'NOM', 'F', 'weak'), 'hohe');
  });

  test('names and foreign words are unknown', () => {
    const morphology = loadMorphology();
    for (const word of ['Guttenberg', 'the', 'bridge', 'Müllerstraße']) assert.equal(morphology.isKnownWord(word), false, word);
    assert.equal(morphology.isKnownWord('Spielt', { sentenceStart: true }), true);
  });

  test('closed classes: determiners agree by cells and give the fitting form', () => {
    assert.equal(determinerOf('Dem')?.family, 'der');
    assert.equal(determinerOf('ihr'), undefined, '„ihr“ alone is mostly the pronoun');
    assert.equal(determinerFormFor('der', cellBit('DAT', 'N')), 'dem');
    assert.equal(determinerFormFor('ein', cellBit('NOM', 'N') | cellBit('AKK', 'N')), 'ein');
    assert.equal(determinerFormFor('der', cellBit('NOM', 'M') | cellBit('AKK', 'M')), undefined, 'two forms fit: no choice');
  });

  test('the compact files: sorted lines searched in place, lemma edits, packed slots', () => {
    const lines = new SortedLines('Alpha\t1\nBeta\t2\ngamma\t3\n');
    assert.equal(lines.size, 3);
    assert.equal(lines.find('Beta'), '2');
    assert.equal(lines.find('gamma'), '3');
    assert.equal(lines.find('delta'), undefined);
    assert.equal(editOf('Häuser', 'Haus'), '5,aus');
    assert.equal(packSlots(['0,e', '', '0,e', '0,en']), '0,e|0,en\t0.01');
  });

  test('worst case: 20 000 lookups of unknown long words stay fast', () => {
    const morphology = loadMorphology();
    const started = performance.now();
    for (let index = 0; index < 20_000; index++) morphology.analyse(`Xq${'a'.repeat(index % 70)}${index}`);
    assert.ok(performance.now() - started < 1_000, `${performance.now() - started} ms`);
  });
});
