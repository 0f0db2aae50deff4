/**
 * The bench's process runner (scripts/bench/lib/inProcess.mjs): the load generators run in processes of
 * their own, so what the runner returns and throws is what the table shows.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inProcess } from '../bench/lib/inProcess.mjs';

const spread = new URL('../bench/lib/spread.mjs', import.meta.url);

test('returns what the function returns in its process', async () => {
  assert.equal(await inProcess(spread, 'median', [5, 1, 3]), 3);
});

test('an error in the thread reaches the caller with its name, and no process is left running', async () => {
  await assert.rejects(inProcess(spread, 'noSuchFunction'), /noSuchFunction \(im eigenen Prozess\)/);
  await assert.rejects(inProcess(new URL('../bench/lib/noSuchModule.mjs', import.meta.url), 'median'), /median \(im eigenen Prozess\)/);
});

test('a process that ends without an answer is an error, not a wait', async () => {
  const exits = new URL('data:text/javascript,export function quit() { process.exit(3); }');
  await assert.rejects(inProcess(exits, 'quit'), /quit: Prozess beendet \(Code 3\) ohne Ergebnis/);
});
