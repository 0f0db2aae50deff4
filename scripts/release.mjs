/**
 * Independent delivery of one remote, without rebuilding or restarting the shell.
 *   node scripts/release.mjs release <pkg>   builds into releases/<pkg>/<version>/ and makes it current
 *   node scripts/release.mjs rollback <pkg>  makes the previous entry of the channel current again
 * (`npm run release -w mfe-seo`, `npm run rollback -w mfe-seo`). Version folders are never
 * overwritten or deleted; the running portal's portal.config.json is pointed at the current one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { RELEASES_DIR, ROOT, RUN_DIR, loadDotEnv, sitesFromEnv } from './lib/env.mjs';
import { addRelease, manifestUrlFor, pointPortalAt, readChannel, rollback, versionName, writeChannel } from './lib/release.mjs';

const [command, pkg, ...flags] = process.argv.slice(2);
// Drills only (e.g. proving the shell refuses an incompatible remote): release without the check.
const skipContractCheck = flags.includes('--no-contract-check');
loadDotEnv();
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

if (!['release', 'rollback'].includes(command)) fail('Aufruf: node scripts/release.mjs <release|rollback> <remote>');
const remote = sitesFromEnv().remotes.find((site) => site.pkg === pkg);
if (!remote)
  fail(
    `Unbekanntes Remote "${pkg}". Erlaubt: ${sitesFromEnv()
      .remotes.map((site) => site.pkg)
      .join(', ')}`,
  );

function goLive(version) {
  const url = manifestUrlFor(remote.origin, version);
  if (pointPortalAt(RUN_DIR, remote.name, url)) {
    console.log(`  Das laufende Portal lädt ${remote.name} ab dem nächsten Neuladen von ${url}`);
  } else {
    console.log(`  Kein laufendes Portal gefunden; der nächste "npm start" lädt ${remote.name} von ${url}`);
  }
  if (process.env[`${pkg.toUpperCase().replace(/-/g, '_')}_MANIFEST_URL`]) {
    console.log(
      `  Hinweis: ${pkg.toUpperCase().replace(/-/g, '_')}_MANIFEST_URL ist gesetzt und gilt beim nächsten Start statt des Kanals.`,
    );
  }
}

if (command === 'release') {
  const { version: pkgVersion } = JSON.parse(readFileSync(resolve(ROOT, pkg, 'package.json'), 'utf8'));
  const version = versionName(pkgVersion);
  const target = resolve(RELEASES_DIR, pkg, version);
  if (existsSync(target))
    fail(`${relative(ROOT, target)} gibt es schon – Versionen werden nie überschrieben. Bitte gleich noch einmal versuchen.`);
  console.log(`▶ baue ${pkg} ${version} …`);
  // Built beside and renamed when complete: a version folder is either whole or absent.
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(resolve(RELEASES_DIR, pkg), { recursive: true });
  const cli = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');
  const build = spawnSync(process.execPath, [cli, 'build', '--mode', 'production', '--output-path', partial], {
    cwd: resolve(ROOT, pkg),
    stdio: 'inherit',
  });
  if (build.status !== 0 || !existsSync(resolve(partial, 'mf-manifest.json'))) {
    rmSync(partial, { recursive: true, force: true });
    fail(`Build von ${pkg} fehlgeschlagen – nichts wurde veröffentlicht.`);
  }
  // Stopped early: a build that breaks the shell's contract (a page missing, an incompatible shared
  // range) never goes live.
  if (!skipContractCheck) {
    const check = spawnSync(process.execPath, [resolve(ROOT, 'scripts', 'contract-check.mjs'), pkg, '--dist', partial], {
      stdio: 'inherit',
    });
    if (check.status !== 0) {
      rmSync(partial, { recursive: true, force: true });
      fail(`${pkg} verletzt den Vertrag mit der Shell – nichts wurde veröffentlicht.`);
    }
  }
  renameSync(partial, target);
  const channel = addRelease(readChannel(RELEASES_DIR, pkg), version);
  writeChannel(RELEASES_DIR, pkg, channel);
  console.log(`✔ ${pkg} ${version} veröffentlicht in ${relative(ROOT, target)}/ (${seconds()} s)`);
  goLive(version);
} else {
  let channel;
  try {
    channel = rollback(readChannel(RELEASES_DIR, pkg));
  } catch (error) {
    fail(`${pkg}: ${error.message}`);
  }
  writeChannel(RELEASES_DIR, pkg, channel);
  const label = channel.current === 'dist' ? `dist/ (der Build von "npm start")` : channel.current;
  console.log(`✔ ${pkg} zurückgerollt auf ${label}; ${channel.rolledBack.at(-1)} bleibt unter releases/${pkg}/ liegen (${seconds()} s)`);
  goLive(channel.current);
}
