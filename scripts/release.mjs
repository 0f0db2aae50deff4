/**
 * Independent delivery of one remote, without rebuilding or restarting the shell.
 *   node scripts/release.mjs release <pkg>             builds into releases/<pkg>/<version>/ and makes it current
 *     … release <pkg> --tenant <name> | --share <1–100> the same, live only for that tenant or share of users
 *   node scripts/release.mjs promote <pkg>             the staged version becomes live for everyone
 *   node scripts/release.mjs rollback <pkg> [version]  the previous entry of the channel, or any kept version
 *   node scripts/release.mjs releases <pkg>            lists the kept versions, when and by whom released
 *   node scripts/release.mjs prune <pkg> --keep N      deletes all versions but the live one and the newest N
 *     … release <pkg> --drill-broken                    a drill: the version is released broken on purpose
 *                                                       (its entry throws), to watch the automatic rollback
 * (`npm run --silent release -w mfe-seo`, `npm run --silent rollback -w mfe-seo -- 0.1.0-…`, …). Version
 * folders are never overwritten, and deleted only by `prune`; the running portal's portal.config.json
 * is pointed at the current one. A refusal prints its reason and exits with 1; `--silent` keeps npm
 * from adding its own report of the failed script (six `npm error` lines) after it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import { relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureDrillReporters } from './lib/drillReporters.mjs';
import { RELEASES_DIR, ROOT, RUN_DIR, loadDotEnv, sitesFromEnv } from './lib/env.mjs';
import {
  addRelease,
  keptVersions,
  noteRelease,
  prunable,
  prune,
  rollbackTo,
  manifestUrlFor,
  pointPortalAt,
  promote,
  readChannel,
  rollback,
  stageRelease,
  versionName,
  writeChannel,
} from 'portal-contract/releases';

const [command, pkg, ...args] = process.argv.slice(2);
const flags = args.filter((arg) => arg.startsWith('--'));
/** The value after `--name`, or undefined. */
const option = (name) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? '') : undefined);
// Drills only (e.g. proving the shell refuses an incompatible remote): release without the check.
const skipContractCheck = flags.includes('--no-contract-check');
// Drills only: a release whose remote entry throws when loaded, so the automatic rollback can be seen.
const drillBroken = flags.includes('--drill-broken');
loadDotEnv();
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

if (!['release', 'promote', 'rollback', 'releases', 'prune'].includes(command)) {
  fail(
    'Aufruf: node scripts/release.mjs <release|promote|rollback|releases|prune> <remote> [Version | --tenant Name | --share N | --keep N]',
  );
}
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

/** Who releases: RELEASED_BY, else the git identity, else the account on this machine. */
function releaser() {
  if (process.env.RELEASED_BY) return process.env.RELEASED_BY;
  try {
    const email = execFileSync('git', ['config', 'user.email'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (email) return email;
  } catch {
    // No git identity here: the account name says enough.
  }
  return userInfo().username;
}

/**
 * Each step into the portal's audit log (gateway/src/commands/audit.ts: the database, or the running
 * gateway that holds it). The step itself is done either way: a failure is a warning.
 */
function audit(action, target) {
  const result = spawnSync('npm', ['run', '--silent', 'audit', '-w', 'gateway', '--', action, `${target} (${releaser()})`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) console.warn(`⚠ Nicht im Protokoll: ${(result.stderr || result.stdout || '').trim()}`);
}

/**
 * The drill: the version's remote entry (and its precompressed copies, which the servers would prefer)
 * is replaced by one that throws, so every page of the remote fails to load in this version.
 */
function breakOnPurpose(folder) {
  const manifest = JSON.parse(readFileSync(resolve(folder, 'mf-manifest.json'), 'utf8'));
  const entry = resolve(folder, manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
  writeFileSync(entry, `throw new Error('Übung: ${pkg} ist in dieser Version absichtlich kaputt (--drill-broken).');\n`);
  for (const compressed of ['.br', '.gz']) rmSync(`${entry}${compressed}`, { force: true });
}

/**
 * After the drill's release: who can make the rollback happen. One person's failures never roll a
 * version back, so the drill names three accounts — made in the local Auth emulator when it answers.
 */
async function drillReportersHint(group) {
  console.log('  Zurückgerollt wird erst, wenn die Seiten bei drei verschiedenen angemeldeten Personen nicht laden.');
  // A stage counts only the loads of those it applies to: which accounts those are, the stage says.
  if (group) return;
  let reporters;
  try {
    reporters = await ensureDrillReporters();
  } catch (error) {
    console.log(`  Keine Übungskonten (${error.message}): melde dich mit drei Konten an, für die ${pkg} live ist.`);
    return;
  }
  console.log('  Übungskonten (Auth-Emulator, SV-Gruppe):');
  for (const { email, password } of reporters) console.log(`    ${email} / ${password}`);
  console.log(
    `  Melde dich mit jedem in einer eigenen Browser-Sitzung an (eigenes Profil, privates Fenster oder ein anderer Browser), öffne eine Seite von ${pkg} und klicke einmal „Erneut versuchen“: zwei Fehlschläge je Person erreichen die Mindestzahl (AUTO_ROLLBACK_MIN_LOADS, Standard 5).`,
  );
}

const dateLabel = (iso) => (iso ? new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' }) : '–');

if (command === 'releases') {
  const kept = keptVersions(RELEASES_DIR, pkg, readChannel(RELEASES_DIR, pkg));
  console.log(`Behaltene Versionen von ${pkg} (älteste zuerst):`);
  const stage = readChannel(RELEASES_DIR, pkg)?.staged;
  const stagedFor = stage ? (stage.tenant !== undefined ? `für ${stage.tenant}` : `für ${stage.share} %`) : '';
  for (const { version, releasedAt, releasedBy, live, staged } of kept) {
    const label = version === 'dist' ? 'dist (der Build von "npm start")' : version;
    const mark = live ? '  ← live' : staged ? `  ← gestuft ${stagedFor}` : '';
    console.log(`  ${live ? '▶' : staged ? '◐' : ' '} ${label.padEnd(34)} ${dateLabel(releasedAt).padEnd(22)} ${releasedBy ?? ''}${mark}`);
  }
} else if (command === 'prune') {
  const keepAt = args.indexOf('--keep');
  const keep = keepAt >= 0 ? Number(args[keepAt + 1]) : Number.NaN;
  const channel = readChannel(RELEASES_DIR, pkg);
  let doomed;
  try {
    doomed = prunable(keptVersions(RELEASES_DIR, pkg, channel), keep);
  } catch (error) {
    fail(`${error.message} Aufruf: npm run --silent prune -w ${pkg} -- --keep 5`);
  }
  if (doomed.length === 0) {
    console.log(`✔ ${pkg}: nichts zu löschen.`);
  } else {
    if (channel) writeChannel(RELEASES_DIR, pkg, prune(RELEASES_DIR, pkg, channel, doomed));
    else prune(RELEASES_DIR, pkg, channel, doomed);
    console.log(`✔ ${pkg}: ${doomed.length} Version(en) gelöscht (${doomed.join(', ')}); live und die ${keep} neuesten bleiben.`);
    audit('release.prune', `${pkg}: ${doomed.join(', ')}`);
  }
} else if (command === 'promote') {
  let channel;
  try {
    channel = promote(readChannel(RELEASES_DIR, pkg));
  } catch (error) {
    fail(`${pkg}: ${error.message}`);
  }
  writeChannel(RELEASES_DIR, pkg, channel);
  console.log(`✔ ${pkg} ${channel.current} ist jetzt für alle live (${seconds()} s)`);
  goLive(channel.current);
  audit('release.promote', `${pkg} ${channel.current} für alle`);
} else if (command === 'release') {
  const tenant = option('--tenant');
  const shareText = option('--share');
  const group = tenant !== undefined ? { tenant } : shareText !== undefined ? { share: Number(shareText) } : null;
  // Checked before the build: a wrong option costs no build.
  if (group) {
    try {
      stageRelease(readChannel(RELEASES_DIR, pkg), 'probe', group);
    } catch (error) {
      fail(`${pkg}: ${error.message}`);
    }
  }
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
  if (drillBroken) {
    breakOnPurpose(partial);
    console.log(`⚠ Übung: ${version} ist absichtlich kaputt – die Seiten von ${pkg} laden in dieser Version nicht.`);
  }
  renameSync(partial, target);
  const before = readChannel(RELEASES_DIR, pkg);
  const released = group ? stageRelease(before, version, group) : addRelease(before, version);
  writeChannel(RELEASES_DIR, pkg, noteRelease(released, version, releaser()));
  if (group) {
    const who = group.tenant !== undefined ? `den Mandanten ${group.tenant}` : `${group.share} % der Nutzer`;
    console.log(`✔ ${pkg} ${version} veröffentlicht in ${relative(ROOT, target)}/, live nur für ${who} (${seconds()} s)`);
    console.log(`  Für alle: npm run --silent promote -w ${pkg} · zurück: npm run --silent rollback -w ${pkg}`);
    audit('release.stage', `${pkg} ${version} für ${who}${drillBroken ? ' (Übung: absichtlich kaputt)' : ''}`);
  } else {
    console.log(`✔ ${pkg} ${version} veröffentlicht in ${relative(ROOT, target)}/ (${seconds()} s)`);
    goLive(version);
    audit('release.publish', `${pkg} ${version} für alle${drillBroken ? ' (Übung: absichtlich kaputt)' : ''}`);
  }
  if (drillBroken) await drillReportersHint(group);
} else {
  const target = args.find((arg) => !arg.startsWith('--'));
  const before = readChannel(RELEASES_DIR, pkg);
  let channel;
  try {
    channel = target ? rollbackTo(before, target, keptVersions(RELEASES_DIR, pkg, before)) : rollback(before);
  } catch (error) {
    fail(`${pkg}: ${error.message}`);
  }
  writeChannel(RELEASES_DIR, pkg, channel);
  const label = channel.current === 'dist' ? `dist/ (der Build von "npm start")` : channel.current;
  const previous = before?.staged ? before.staged.version : (before?.current ?? 'dist');
  // dist is no release: the build of `npm start` lives in the remote's own folder, not in releases/.
  const left =
    previous === 'dist' ? `dist/ (der Build von "npm start") bleibt in ${pkg}/dist/` : `${previous} bleibt unter releases/${pkg}/`;
  console.log(`✔ ${pkg} zurückgerollt auf ${label}; ${left} liegen (${seconds()} s)`);
  goLive(channel.current);
  audit('release.rollback', `${pkg} ${previous} → ${channel.current}`);
}
