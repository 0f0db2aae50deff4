/** The house-style rule engine: terms with case and endings, linear-time patterns, hints, examples. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { applyHouseStyle, checkRuleExamples, type StyleRule } from '../src/houseStyle/engine.ts';
import {
  pressRelease,
  seoLivingDocs,
  socialMedia,
  summarize,
  textRedact,
  type PressReleaseResult,
  type RedactResult,
  type SeoLivingDocsResult,
  type SocialMediaResult,
  type SummaryResult,
} from 'portal-contract';
import { createStyler, styleResult, type Styler } from '../src/houseStyle/styleResult.ts';

/** Each tool's result through the house style its descriptor declares. */
const styled = {
  pressRelease: (result: PressReleaseResult, styler: Styler) => styleResult(result, pressRelease.houseStyle, styler),
  summary: (result: SummaryResult, styler: Styler) => styleResult(result, summarize.houseStyle, styler),
  seoLivingDocs: (result: SeoLivingDocsResult, styler: Styler) => styleResult(result, seoLivingDocs.houseStyle, styler),
  socialMedia: (result: SocialMediaResult, styler: Styler) => styleResult(result, socialMedia.houseStyle, styler),
  redact: (result: RedactResult, styler: Styler) => styleResult(result, textRedact.houseStyle, styler),
};

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

describe('applied to the tools’ results', () => {
  const percent = rule({ kind: 'pattern', find: '(\\d+) ?%', replace: '$1 Prozent', title: 'Prozent', explanation: 'Ausgeschrieben.' });

  test('every prose field is styled and the result counts the changes; a result without changes has no houseStyle', () => {
    const press = styled.pressRelease({ headline: '40% mehr', teaser: 'Plus 5%', body: 'Nichts.' }, createStyler([percent]));
    assert.deepEqual([press.headline, press.teaser, press.body], ['40 Prozent mehr', 'Plus 5 Prozent', 'Nichts.']);
    assert.equal(press.houseStyle?.changes.length, 2);
    assert.deepEqual(press.houseStyle?.changes[0], {
      ruleId: percent.id,
      original: '40%',
      replacement: '40 Prozent',
      reason: 'Hausstil: Prozent',
      explanation: 'Ausgeschrieben.',
    });
    assert.deepEqual(styled.summary({ summary: 'Ohne Zahlen.' }, createStyler([percent])), { summary: 'Ohne Zahlen.' });
  });

  test('a field with a limit keeps its text when the rules would push it past the limit', () => {
    const title = `${'x'.repeat(55)} 40%`; // 59 characters; styled it would be 66 > 60
    const seo = styled.seoLivingDocs(
      { title, description: 'Um 12% gestiegen.', focusKeyword: 'x', keywords: [], slug: 'x' },
      createStyler([percent]),
    );
    assert.equal(seo.title, title);
    assert.equal(seo.description, 'Um 12 Prozent gestiegen.');
    const long = `${'y'.repeat(276)} 1%`;
    const social = styled.socialMedia(
      {
        posts: [
          { platform: 'x', text: long, hashtags: [] },
          { platform: 'facebook', text: long, hashtags: [] },
        ],
      },
      createStyler([percent]),
    );
    assert.deepEqual(
      social.posts.map(({ text }) => text.endsWith('1 Prozent')),
      [false, true],
    );
  });

  test('redact: the changes join the list (so the diff offers them), hints join the hints', () => {
    const hint = rule({ kind: 'hint', find: 'einzigartigste', title: 'Superlativ', explanation: 'Einzigartig hat keinen Superlativ.' });
    const result = styled.redact({ corrected: 'Das einzigartigste Fest mit 40% mehr.', changes: [] }, createStyler([percent, hint]));
    assert.equal(result.corrected, 'Das einzigartigste Fest mit 40 Prozent mehr.');
    assert.deepEqual(
      result.changes.map(({ reason }) => reason),
      ['Hausstil: Prozent'],
    );
    assert.deepEqual(result.hints, [{ reason: 'Hausstil: Superlativ', detail: '„einzigartigste“ – Einzigartig hat keinen Superlativ.' }]);
  });

  test('the styler notes which rules fired, once per change or hint, and nothing for a field it left alone', () => {
    const hint = rule({ id: 'h', kind: 'hint', find: 'einzigartigste', title: 'Superlativ' });
    const styler = createStyler([percent, hint]);
    styled.redact({ corrected: 'Das einzigartigste Fest mit 40% mehr und 3% weniger.', changes: [] }, styler);
    assert.deepEqual(styler.fired.sort(), [percent.id, percent.id, 'h'].sort());
    const limited = createStyler([percent]);
    assert.equal(limited.style('Plus 5%', 7), 'Plus 5%');
    assert.deepEqual(limited.fired, []);
  });
});

describe('whole words', () => {
  test('a pattern with wholeWords matches only where a word starts and ends, in any script', () => {
    const three = rule({ kind: 'pattern', find: '3 (Kindern|Kinder)', replace: 'drei $1', wholeWords: true });
    assert.equal(
      applyHouseStyle('3 Kinder, 13 Kinder, 3 Kinderärzte, 3 Kindern.', [three]).text,
      'drei Kinder, 13 Kinder, 3 Kinderärzte, drei Kindern.',
    );
    const ca = rule({ kind: 'pattern', find: 'ca\\. ([\\p{L}\\d]+)', replace: 'etwa $1', wholeWords: true });
    assert.equal(
      applyHouseStyle('Die Orca. Sie kam mit ca. 300 Tieren, ça. über', [ca]).text,
      'Die Orca. Sie kam mit etwa 300 Tieren, ça. über',
    );
  });

  test('without wholeWords a match may start inside a word („40%“ is matched at its last digit)', () => {
    const percent = rule({ kind: 'pattern', find: '(\\d) ?%', replace: '$1 Prozent' });
    assert.equal(applyHouseStyle('40% mehr', [percent]).text, '40 Prozent mehr');
    assert.equal(applyHouseStyle('40% mehr', [{ ...percent, wholeWords: true }]).text, '40% mehr');
  });
});
