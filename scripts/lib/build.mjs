/**
 * Builds an app only when its inputs changed: a SHA-256 over the path and content of each source file
 * of the app and of the shared packages it bundles, written into its dist/ after a successful build
 * and compared at the next start. File times are no measure: a `git checkout` of an unchanged file
 * renews its time, and webpack rewrites dist/index.html only when its content changes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { ROOT } from './env.mjs';

// The shared packages are bundled from their sources; their package.json says which file an import means.
const SHARED_INPUTS = [
  'portal-contract/src',
  'portal-contract/package.json',
  'shared-ui/src',
  'shared-ui/package.json',
  'shared-auth/src',
  'shared-auth/package.json',
  'tooling',
  'package-lock.json',
];
const APP_INPUTS = ['src', 'public', 'scripts', 'package.json', 'webpack.config.cjs', 'webpack.prerender.cjs', 'exposes.json'];
// Dependencies and build output are no input (the lockfile stands for the dependencies).
const NOT_INPUTS = new Set(['node_modules', 'dist', '.prerender']);

/** The file beside the build that names the inputs it was built from; webpack's `clean` removes it with a new build. */
export const inputsFileOf = (pkg, root = ROOT) => resolve(root, pkg, 'dist', '.build-inputs.sha256');

/** Every file at or under `path`, in a fixed order. */
function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((entry) => !NOT_INPUTS.has(entry))
    .sort()
    .flatMap((entry) => filesOf(join(path, entry)));
}

/** The hash of what a build of `pkg` reads: each file's path (a rename counts) and content. */
export function inputsHash(pkg, root = ROOT) {
  const inputs = [...APP_INPUTS.map((input) => join(pkg, input)), ...SHARED_INPUTS];
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesOf(resolve(root, input)))) {
    const content = createHash('sha256').update(readFileSync(file)).digest('hex');
    hash.update(`${relative(root, file).split(sep).join('/')}\0${content}\n`);
  }
  return hash.digest('hex');
}

/** Notes after a successful build which inputs it was built from. */
export function recordInputs(pkg, inputs, root = ROOT) {
  writeFileSync(inputsFileOf(pkg, root), `${inputs}\n`);
}

/** Stale: never built, or built by something else (no inputs file), or from other inputs. */
export function isStale(pkg, root = ROOT) {
  const recorded = inputsFileOf(pkg, root);
  if (!existsSync(resolve(root, pkg, 'dist', 'index.html')) || !existsSync(recorded)) return true;
  return readFileSync(recorded, 'utf8').trim() !== inputsHash(pkg, root);
}

/** One build at a time: webpack already uses both cores of the machine. */
export function buildIfStale(pkg) {
  if (!isStale(pkg)) return false;
  console.log(`▶ baue ${pkg} …`);
  // Taken before the build: a file changed while it runs makes the next start build again.
  const inputs = inputsHash(pkg);
  // A build that fails half-way leaves a dist that no inputs describe.
  rmSync(inputsFileOf(pkg), { force: true });
  const result = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Build von ${pkg} fehlgeschlagen`);
  recordInputs(pkg, inputs);
  return true;
}
