/** FUZZ_SEED: a replayable seed is a 32-bit integer; anything else is refused with a German line. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFuzzSeed } from './support/fuzzSeed.ts';

test('FUZZ_SEED is read as a 32-bit integer, unset or empty draws a new one', () => {
  assert.equal(parseFuzzSeed('-75853748'), -75853748);
  assert.equal(parseFuzzSeed(' 42 '), 42);
  assert.equal(parseFuzzSeed(undefined), undefined);
  assert.equal(parseFuzzSeed(''), undefined);
  for (const bad of ['abc', '1.5', '2147483648', '-2147483649', '1e3x']) {
    assert.throws(() => parseFuzzSeed(bad), /FUZZ_SEED muss eine ganze 32-Bit-Zahl sein/, bad);
  }
});
