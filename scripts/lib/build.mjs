/** Builds an app only when its sources (or the shared packages and tooling) are newer than its dist/. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './env.mjs';

const SHARED_INPUTS = ['portal-contract/src', 'shared-ui/src', 'shared-auth/src', 'tooling', 'package-lock.json'];
const APP_INPUTS = ['src', 'public', 'scripts', 'package.json', 'webpack.config.cjs', 'webpack.prerender.cjs', 'exposes.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

// Every build writes dist/index.html afresh, so its time is the time of the last build.
const stampOf = (pkg) => resolve(ROOT, pkg, 'dist', 'index.html');

export function isStale(pkg) {
  const stamp = stampOf(pkg);
  if (!existsSync(stamp)) return true;
  const inputs = [...APP_INPUTS.map((input) => resolve(ROOT, pkg, input)), ...SHARED_INPUTS.map((input) => resolve(ROOT, input))];
  return Math.max(...inputs.map(newestMtime)) > statSync(stamp).mtimeMs;
}

/** One build at a time: webpack already uses both cores of the machine. */
export function buildIfStale(pkg) {
  if (!isStale(pkg)) return false;
  console.log(`▶ baue ${pkg} …`);
  const result = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Build von ${pkg} fehlgeschlagen`);
  return true;
}
