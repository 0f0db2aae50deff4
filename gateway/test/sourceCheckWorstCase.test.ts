/**
 * Quellencheck at its maximum size, 20 000 + 20 000 characters, in hostile shapes: only digits, only
 * quotation marks, one huge sentence, 5 000 capitalised words, repeated figures, and the shared
 * hostile texts of the offline engine. The bounds hold by construction (indexes instead of pairs,
 * capped pools); the time asserted is generous for a shared machine, a quadratic regression takes
 * seconds. Results must stay consistent: exact offsets, sorted, no overlap, the same on a second run.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkSource, type SourceFinding } from '../src/ai/local/sourceCheck/index.ts';
import { hostileTexts } from './support/hostileTexts.ts';

const MAX = 20_000;
const BUDGET_MS = 1_000;
const fill = (unit: string) => unit.repeat(Math.ceil(MAX / unit.length)).slice(0, MAX);

const NAMES = ['Berger', 'Klein', 'Weber', 'Mainz', 'Koblenz', 'Haushalt', 'Schmidt', 'Lorenz', 'Hartmann', 'Vogt'];
const shapes: { name: string; source: string; draft: string }[] = [
  { name: 'only digits', source: fill('1234567890'), draft: fill('0987654321') },
  { name: 'digits with separators', source: fill('1.234,5 '), draft: fill('3:1 12.30 Uhr 4,5 % ') },
  { name: 'only „ marks', source: fill('„'), draft: fill('„') },
  { name: 'alternating quote marks', source: fill('„a“ '), draft: fill('"b" ') },
  {
    name: 'one huge sentence',
    source: fill('die Stadt investiert 5 Millionen Euro in Straßen und '),
    draft: fill('und die Stadt investiert 6 Millionen Euro in Schulen '),
  },
  {
    name: '5 000 capitalised words',
    source: Array.from({ length: 5_000 }, (_, index) => `${NAMES[index % NAMES.length]}${index % 7}`)
      .join(' ')
      .slice(0, MAX),
    draft: Array.from({ length: 5_000 }, (_, index) => `${NAMES[(index + 3) % NAMES.length]}${index % 11}`)
      .join(' ')
      .slice(0, MAX),
  },
  { name: 'repeated figures', source: fill('Es kamen 500 Besucher. '), draft: fill('Es kamen rund 600 Besucher am Dienstag. ') },
  {
    name: 'names, functions and quotes',
    source: fill('„Wir sparen“, sagte Kämmerer Peter Klein (SPD) in Mainz. '),
    draft: fill('„Wir sparen“, sagte OB Anna Berger (CDU) in Wiesbaden. '),
  },
  { name: 'dates and weekdays', source: fill('am 3. März 2026 um 14 Uhr '), draft: fill('am Mittwoch, 4. März, um 15.30 Uhr ') },
  { name: 'acronyms and parties', source: fill('ADAC SPD THW '), draft: fill('DRK CDU IHK XYZ ABC ') },
];

function assertConsistent(draft: string, findings: SourceFinding[]): void {
  for (const finding of findings) {
    assert.equal(draft.slice(finding.start, finding.end), finding.text);
    assert.ok(finding.reason.length > 0);
  }
  for (let i = 1; i < findings.length; i++) assert.ok((findings[i - 1] as SourceFinding).end <= (findings[i] as SourceFinding).start);
}

describe('Quellencheck worst cases at 20 000 + 20 000 characters', () => {
  for (const shape of shapes) {
    test(shape.name, { timeout: 30_000 }, () => {
      checkSource(shape.source, shape.draft);
      const started = performance.now();
      const findings = checkSource(shape.source, shape.draft);
      const elapsed = performance.now() - started;
      assert.ok(elapsed < BUDGET_MS, `${shape.name}: ${elapsed.toFixed(0)} ms`);
      assertConsistent(shape.draft, findings);
      assert.deepEqual(checkSource(shape.source, shape.draft), findings);
    });
  }
  test('the shared hostile texts, as source and as draft', { timeout: 120_000 }, () => {
    const texts = hostileTexts(MAX);
    for (const [index, hostile] of texts.entries()) {
      const other = texts[(index + 1) % texts.length]!.text;
      const started = performance.now();
      const findings = checkSource(other, hostile.text);
      const elapsed = performance.now() - started;
      assert.ok(elapsed < BUDGET_MS, `${hostile.name}: ${elapsed.toFixed(0)} ms`);
      assertConsistent(hostile.text, findings);
    }
  });
  test('a text checked against itself has no finding', { timeout: 30_000 }, () => {
    for (const shape of shapes.filter((candidate) => !candidate.name.startsWith('5 000')))
      assert.deepEqual(checkSource(shape.source, shape.source), [], shape.name);
  });
});
