/**
 * The stream restorer (src/ai/local/personalData/streamRestorer.ts): however an answer is cut into deltas,
 * the restored stream equals `restore` of the whole answer, and what is held back after a delta is only
 * the start of a placeholder. Property test with fast-check; the seed is printed, and a failure can be
 * replayed with PERSONAL_DATA_SEED=<seed>.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { createStreamRestorer, findPersonalData, pseudonymise, restore } from '../src/ai/local/personalData/index.ts';
import { loadMorphology } from '../src/ai/local/morphology/index.ts';

// The dictionary as the workers have it once built (built here now on a fresh clone, ~5 s).
loadMorphology();

const SOURCE =
  'Zeugin Anna Berger (34) rief Thomas Müller an: 0171 1234567. Müller antwortete nicht. Berger schrieb an ' +
  'a.berger@example.de und wohnt in der Hauptstraße 12a, 80331 München. Müllers Frau nahm ab [sic]. ' +
  'Konto: DE89 3704 0044 0532 0130 00, Wagen M-AB 1234, geboren am 12.03.1985.';

const { text: HIDDEN, placeholders: PLACEHOLDERS } = pseudonymise(SOURCE, findPersonalData(SOURCE));
const seed = Number(process.env.PERSONAL_DATA_SEED ?? Date.now() % 2_147_483_647);

function streamed(deltas: string[]): { output: string; held: string[] } {
  const restorer = createStreamRestorer(PLACEHOLDERS);
  let output = '';
  const held: string[] = [];
  let given = '';
  for (const delta of deltas) {
    given += delta;
    output += restorer.push(delta);
    // What is not out yet is held back: it must be the start of a placeholder, nothing more.
    held.push(given.slice(output.length > 0 ? lengthOfRestoredPrefix(given, output) : 0));
  }
  output += restorer.end();
  return { output, held };
}

/** How many characters of the hidden text `given` the restored `output` stands for. */
function lengthOfRestoredPrefix(given: string, output: string): number {
  for (let length = given.length; length >= 0; length--) if (restore(given.slice(0, length), PLACEHOLDERS) === output) return length;
  return 0;
}

const isPlaceholderStart = (tail: string) =>
  tail === '' || PLACEHOLDERS.some((entry) => entry.placeholder.startsWith(tail) && entry.placeholder !== tail);

test('every split into two deltas restores the whole text and holds back only a placeholder start', () => {
  assert.ok(HIDDEN.includes('[Person 1]') && HIDDEN.includes('[Telefon 1]'));
  assert.equal(restore(HIDDEN, PLACEHOLDERS), SOURCE);
  for (let cut = 0; cut <= HIDDEN.length; cut++) {
    const { output, held } = streamed([HIDDEN.slice(0, cut), HIDDEN.slice(cut)]);
    assert.equal(output, SOURCE, `cut at ${cut}`);
    assert.ok(isPlaceholderStart(held[0]!), `cut at ${cut} held back „${held[0]}“`);
  }
});

test('a placeholder split like „[Per“ + „son 1]“ comes out whole, plain text at once', () => {
  const restorer = createStreamRestorer(PLACEHOLDERS);
  assert.equal(restorer.push('Heute kam [Per'), 'Heute kam ');
  assert.equal(restorer.push('son 1] und '), 'Anna Berger und ');
  assert.equal(restorer.push('[sic] ['), '[sic] ');
  assert.equal(restorer.push('x'), '[x');
  assert.equal(restorer.end(), '');
});

test(`random cuts into many deltas (seed ${seed})`, () => {
  console.log(`personal-data stream property seed: ${seed} (replay with PERSONAL_DATA_SEED=${seed})`);
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 1, max: HIDDEN.length - 1 }), { maxLength: 40 }),
      fc.string({ maxLength: 12 }),
      (cuts, noise) => {
        const answer = `${noise}${HIDDEN}${noise}[Person 2]s ${noise}`;
        const expected = restore(answer, PLACEHOLDERS);
        const points = [0, ...cuts.map((cut) => Math.min(cut, answer.length)).sort((a, b) => a - b), answer.length];
        const deltas = points.slice(1).map((point, index) => answer.slice(points[index], point));
        const restorer = createStreamRestorer(PLACEHOLDERS);
        let output = '';
        let given = '';
        for (const delta of deltas) {
          given += delta;
          output += restorer.push(delta);
          const heldBack = given.length - lengthOfRestoredPrefix(given, output);
          assert.ok(heldBack < Math.max(...PLACEHOLDERS.map((entry) => entry.placeholder.length)));
        }
        output += restorer.end();
        assert.equal(output, expected);
      },
    ),
    { seed, numRuns: 200 },
  );
});
