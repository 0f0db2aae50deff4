/** The „Sie“/„du“ hint: a text that addresses its reader both ways is flagged, never changed. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressHints, withAddressHints } from '../src/ai/addressHints.ts';
import type { RedactResult, ToolRun } from '../src/ai/provider.ts';

test('a text that siezt and duzt gets one hint naming the forms found', () => {
  const hints = addressHints('Wir freuen uns, Sie zu sehen. Bring deine Freunde mit, wir warten auf dich.');
  assert.equal(hints.length, 1);
  assert.equal(hints[0]!.reason, 'Anrede: „Sie“ und „du“ gemischt');
  assert.match(hints[0]!.detail, /„Sie“/);
  assert.match(hints[0]!.detail, /„deine“, „dich“/);
});

test('one form alone, or forms that are not the address, give no hint', () => {
  for (const text of [
    'Wir freuen uns, Sie zu sehen. Ihnen gehört die Bühne, bringen Sie Ihre Freunde mit.',
    'Bring deine Freunde mit, wir warten auf dich. Du wirst es nicht bereuen.',
    // „Sie“ at a sentence start may be „they“; lower-case „sie“ and „ihr“ are not the polite form.
    'Die Räte stimmten ab. Sie wollen sparen. Du merkst es an der Kasse.',
    'Die Bürgermeisterin sagte, sie habe ihr Amt gern. Du merkst es an der Kasse.',
    // Quotations are the speakers' words, not the text's address.
    'Der Trainer rief: „Du musst laufen!“ Danach sagte er zu den Reportern: „Das können Sie so schreiben.“',
    // A title and an abbreviation are not du forms.
    'Herr Dir. Müller lädt ein, kommen Sie vorbei.',
  ]) {
    assert.deepEqual(addressHints(text), [], text);
  }
});

test('every provider gets the hint: the run is wrapped, its text deltas pass unchanged', async () => {
  async function* run(): ToolRun<RedactResult> {
    yield 'Kommen Sie ';
    yield 'und bring dein Team mit.';
    return { corrected: 'Kommen Sie und bring dein Team mit.', changes: [] };
  }
  const wrapped = withAddressHints(run());
  const deltas: string[] = [];
  let step = await wrapped.next();
  while (!step.done) {
    deltas.push(step.value);
    step = await wrapped.next();
  }
  assert.deepEqual(deltas, ['Kommen Sie ', 'und bring dein Team mit.']);
  assert.equal(step.value.hints?.length, 1);
  // Without anything to say, the result has no hints field at all.
  async function* plain(): ToolRun<RedactResult> {
    yield 'Kommen Sie vorbei.';
    return { corrected: 'Kommen Sie vorbei.', changes: [] };
  }
  const quiet = withAddressHints(plain());
  await quiet.next();
  assert.deepEqual((await quiet.next()).value, { corrected: 'Kommen Sie vorbei.', changes: [] });
});
