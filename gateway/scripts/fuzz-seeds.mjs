/**
 * Runs the fuzz suite once per seed and lists the seeds that failed:
 * `npm run fuzz:seeds -w gateway -- 50` (50 new seeds) or `-- --seeds 1,2,3` (these seeds).
 * Each failing seed replays with `FUZZ_SEED=<seed> npm run test:fuzz -w gateway`.
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

const args = process.argv.slice(2);
const listed = args[0] === '--seeds' ? (args[1] ?? '').split(',').filter(Boolean).map(Number) : undefined;
const count = listed ? listed.length : Number(args[0] ?? 10);
if (!Number.isInteger(count) || count < 1 || (listed && listed.some((seed) => !Number.isInteger(seed)))) {
  console.error('Aufruf: fuzz-seeds.mjs [Anzahl] | --seeds 1,2,3');
  process.exit(2);
}
const seeds = listed ?? Array.from({ length: count }, () => randomInt(-0x80000000, 0x7fffffff));

const failed = [];
for (const [index, seed] of seeds.entries()) {
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', 'test/fuzz.test.ts'], {
    env: { ...process.env, FUZZ_SEED: String(seed) },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const ok = run.status === 0;
  console.log(`${index + 1}/${seeds.length} seed ${seed}: ${ok ? 'ok' : 'FEHLER'} (${seconds} s)`);
  if (!ok) {
    failed.push(seed);
    const lines = `${run.stdout}\n${run.stderr}`.split('\n').filter((line) => /Counterexample|Property failed|seed|error|→/i.test(line));
    console.log(lines.slice(0, 12).join('\n'));
  }
}
console.log(`${seeds.length - failed.length} passed, ${failed.length} failed`);
if (failed.length) console.log(`Fehlgeschlagene Seeds: ${failed.join(',')}`);
process.exit(failed.length ? 1 : 0);
