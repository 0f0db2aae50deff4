import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

const ROOT = resolve(__dirname, '..', '..');

// The fast part of `npm run bench:check` against the running stack: bundle budgets (first load,
// each remote page) and no shared singleton loaded twice. It measures in a browser of its own.
test('bundle budgets hold and no shared singleton is loaded twice', async () => {
  test.setTimeout(120_000);
  const { stdout, stderr, code } = await promisify(execFile)('node', ['scripts/bench/run.mjs', '--check', '--fast'], { cwd: ROOT }).then(
    (result) => ({ ...result, code: 0 }),
    (error: { stdout: string; stderr: string; code: number }) => error,
  );
  console.log(stdout);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  expect(stdout).toContain('| Geteilte Singletons doppelt geladen | keins');
});
