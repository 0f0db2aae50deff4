/**
 * `prebuild` / `postbuild` of each app: notes the inputs a build starts from (`take`, before webpack)
 * and writes them beside the finished build (`record`), so `npm start` after `npm run build` (CI, a
 * fresh clone) finds the build current instead of building everything again (lib/build.mjs).
 * Run in the app's folder; a failed build never reaches `record`.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { inputsHash, recordInputs } from './lib/build.mjs';

const pkg = basename(process.cwd());
const pending = resolve(process.cwd(), '.build-inputs.pending');
const step = process.argv[2];

if (step === 'take') {
  writeFileSync(pending, inputsHash(pkg));
} else if (step === 'record') {
  if (existsSync(pending)) recordInputs(pkg, readFileSync(pending, 'utf8').trim());
  rmSync(pending, { force: true });
} else {
  console.error('Aufruf: node ../scripts/build-inputs.mjs take|record');
  process.exitCode = 2;
}
