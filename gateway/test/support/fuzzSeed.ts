/**
 * One seed for every fast-check property of a run, so a failure found by chance can be replayed:
 * `FUZZ_SEED=<n>` replays it, otherwise a new seed is drawn and printed before the first property.
 * fast-check also names the seed (and the shrunk counterexample's path) in every failure message.
 */
import fc from 'fast-check';

export function parseFuzzSeed(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed) || seed < -0x80000000 || seed > 0x7fffffff) {
    throw new Error(`FUZZ_SEED muss eine ganze 32-Bit-Zahl sein, nicht „${value}“.`);
  }
  return seed;
}

export function configureFuzzSeed(env: NodeJS.ProcessEnv = process.env): number {
  const seed = parseFuzzSeed(env.FUZZ_SEED) ?? (Math.random() * 0x100000000) | 0;
  fc.configureGlobal({ seed });
  console.log(`# fuzz seed ${seed} (replay: FUZZ_SEED=${seed} npm run test:fuzz -w gateway)`);
  return seed;
}
