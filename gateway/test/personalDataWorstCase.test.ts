/**
 * Hostile texts of 20 000 characters through the personal-data finder and the placeholders: the shapes of
 * support/hostileTexts.ts and those aimed at these scanners (all digits, all @, 5 000 capitalised words,
 * long runs of separators, bracket runs for the restorer). Each must take ≤ 100 ms. The word knowledge is
 * loaded first (once per worker in production) and each shape is run three times, the fastest counted:
 * the machine is shared, and a quadratic scan is slow in every run, not only in one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findPersonalData, pseudonymise, restore, warmUpPersonalData } from '../src/ai/local/personalData/index.ts';
import { hostileTexts } from './support/hostileTexts.ts';
import { loadMorphology } from '../src/ai/local/morphology/index.ts';

// The dictionary as the workers have it once built (built here now on a fresh clone, ~5 s).
loadMorphology();

const LENGTH = 20_000;
const BUDGET_MS = 100;
const fill = (unit: string) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);

const SHAPES = [
  ...hostileTexts(LENGTH),
  { name: 'all digits', text: fill('0') },
  { name: 'all @', text: fill('@') },
  { name: '5 000 capitalised words', text: fill('Anna Haus Frau Berg ') },
  { name: '5 000 first names and nouns', text: fill('Maria Polizei ') },
  { name: 'separators', text: fill('-/ ().,') },
  { name: 'spaced zeros', text: fill('0 ') },
  { name: 'IBAN starts', text: fill('DE12 ') },
  { name: 'plate starts', text: fill('M-AB 1') },
  { name: 'street numbers', text: fill('Am Markt 3 ') },
  { name: 'birth dates', text: fill('geb. 12.03.1985 ') },
  { name: 'local parts', text: fill('a.b.c.d.e.f.g') + '@x.de' },
  { name: 'open brackets', text: fill('[Person 1') },
  { name: 'honorifics', text: fill('Frau Herr Dr. ') },
];

test(`every hostile shape of ${LENGTH} characters in ≤ ${BUDGET_MS} ms`, { timeout: 120_000 }, () => {
  warmUpPersonalData();
  findPersonalData('Zeugin Anna Berger (34), Hauptstraße 12a, 0171 1234567, a@b.de');
  const slow: string[] = [];
  const timings: string[] = [];
  for (const { name, text } of SHAPES) {
    let fastest = Infinity;
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      const items = findPersonalData(text);
      const result = pseudonymise(text, items);
      assert.equal(restore(result.text, result.placeholders), text, name);
      fastest = Math.min(fastest, performance.now() - started);
    }
    timings.push(`${name}: ${fastest.toFixed(1)} ms`);
    if (fastest > BUDGET_MS) slow.push(`${name}: ${fastest.toFixed(1)} ms`);
  }
  console.log(`personal-data worst cases (fastest of 3, find + pseudonymise + restore):\n${timings.join('\n')}`);
  assert.deepEqual(slow, []);
});
