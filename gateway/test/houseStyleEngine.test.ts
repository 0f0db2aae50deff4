/** The house-style rule engine: terms with case and endings, linear-time patterns, hints, examples. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyHouseStyle, checkRuleExamples, type StyleRule } from '../src/houseStyle/engine.ts';

const rule = (partial: Partial<StyleRule> & Pick<StyleRule, 'kind' | 'find'>): StyleRule => ({
  id: partial.id ?? `r-${partial.find}`,
  title: partial.title ?? 'Testregel',
  explanation: partial.explanation ?? 'Weil der Hausstil es so will.',
  replace: '',
  ...partial,
});

describe('term rules', () => {
  const corona = rule({ kind: 'term', find: 'Coronapandemie', replace: 'Corona-Pandemie', title: 'Corona-Pandemie' });

  test('whole words, German endings carried over, the case of the text kept', () => {
    const result = applyHouseStyle('Die Coronapandemie und zwei Coronapandemien. CORONAPANDEMIE! Keine Coronapandemiebilanz.', [corona]);
    assert.equal(result.text, 'Die Corona-Pandemie und zwei Corona-Pandemien. CORONA-PANDEMIE! Keine Coronapandemiebilanz.');
    assert.deepEqual(
      result.changes.map(({ original, replacement, reason }) => [original, replacement, reason]),
      [
        ['Coronapandemie', 'Corona-Pandemie', 'Hausstil: Corona-Pandemie'],
        ['Coronapandemien', 'Corona-Pandemien', 'Hausstil: Corona-Pandemie'],
        ['CORONAPANDEMIE', 'CORONA-PANDEMIE', 'Hausstil: Corona-Pandemie'],
      ],
    );
  });

  test('a lower-case word at the start of a term matches either case and keeps the sentence capital', () => {
    const online = rule({ kind: 'term', find: 'online Ausgabe', replace: 'Online-Ausgabe' });
    assert.equal(applyHouseStyle('Online Ausgabe und die online Ausgabe.', [online]).text, 'Online-Ausgabe und die Online-Ausgabe.');
  });

  test('a term already right is no change', () => {
    const mail = rule({ kind: 'term', find: 'E-Mail', replace: 'E-Mail' });
    assert.deepEqual(applyHouseStyle('Eine E-Mail.', [mail]).changes, []);
  });
});

describe('pattern and hint rules', () => {
  test('a pattern replaces with its groups; each match is one listed change', () => {
    const percent = rule({ kind: 'pattern', find: '(\\d+) ?%', replace: '$1 Prozent', title: 'Prozent ausschreiben' });
    const result = applyHouseStyle('Rund 40% mehr und 12 % weniger, 5 $.', [percent]);
    assert.equal(result.text, 'Rund 40 Prozent mehr und 12 Prozent weniger, 5 $.');
    assert.equal(result.changes.length, 2);
    assert.equal(result.changes[0]!.reason, 'Hausstil: Prozent ausschreiben');
  });

  test('a catastrophic pattern does not stall: linear time on a long text', () => {
    const evil = rule({ kind: 'pattern', find: '(a+)+$', replace: 'x' });
    const nested = rule({ kind: 'pattern', find: '(x+x+)+y', replace: 'z' });
    const text = `${'a'.repeat(20_000)}!${'x'.repeat(20_000)}`;
    const started = performance.now();
    const result = applyHouseStyle(text, [evil, nested]);
    const ms = performance.now() - started;
    assert.equal(result.text, text);
    // Backtracking engines need years here; RE2 needs milliseconds. The bound is generous for slow CI.
    assert.ok(ms < 2_000, `${ms.toFixed(0)} ms`);
  });

  test('a hint flags a passage and changes nothing', () => {
    const superlative = rule({ kind: 'hint', find: 'einzigartigste[nmrs]?', title: 'Kein doppelter Superlativ' });
    const result = applyHouseStyle('Das einzigartigste Fest.', [superlative]);
    assert.equal(result.text, 'Das einzigartigste Fest.');
    assert.deepEqual(
      result.hints.map(({ passage, reason }) => [passage, reason]),
      [['einzigartigste', 'Hausstil: Kein doppelter Superlativ']],
    );
  });

  test('an instruction is for a generative provider and leaves the text alone', () => {
    const instruction = rule({ kind: 'instruction', find: '', replace: '', title: 'Aktiv statt Passiv' });
    assert.deepEqual(applyHouseStyle('Es wurde beschlossen.', [instruction]), {
      text: 'Es wurde beschlossen.',
      changes: [],
      hints: [],
      skipped: [],
    });
  });

  test('rules spend one time budget; what is left is skipped and named', () => {
    const many = Array.from({ length: 50 }, (_, index) => rule({ id: `r${index}`, kind: 'pattern', find: 'Haus', replace: 'Haus' }));
    const result = applyHouseStyle('Das Haus. '.repeat(2_000), many, 0);
    assert.ok(result.skipped.length >= 49, String(result.skipped.length));
  });
});

describe('examples decide whether a rule can be saved', () => {
  const percent = rule({ kind: 'pattern', find: '(\\d+) ?%', replace: '$1 Prozent' });

  test('a rule that does what its examples say passes', () => {
    assert.equal(checkRuleExamples(percent, { flagged: ['40% mehr'], untouched: ['40 Prozent mehr'] }), null);
  });

  test('the first failing example is named in German', () => {
    assert.equal(
      checkRuleExamples(percent, { flagged: ['40% mehr', 'vierzig Prozent'], untouched: [] }),
      'Das Beispiel „vierzig Prozent“ wird von der Regel nicht erkannt.',
    );
    assert.equal(
      checkRuleExamples(percent, { flagged: [], untouched: ['12% weniger'] }),
      'Das Beispiel „12% weniger“ müsste unverändert bleiben, die Regel ändert es aber.',
    );
  });

  test('an expression RE2 cannot compile (e.g. a look-behind) is refused with its reason', () => {
    const message = checkRuleExamples(rule({ kind: 'pattern', find: '(?<=a)b', replace: 'c' }), { flagged: [], untouched: [] });
    assert.match(message ?? '', /^Der reguläre Ausdruck ist ungültig/);
  });
});
