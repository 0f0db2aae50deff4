/**
 * Releases of one remote: immutable folders `releases/<pkg>/<version>/` and a channel file
 * `releases/<pkg>/channel.json` `{ current, currentSince, currentVia, history, rolledBack, versions,
 * staged }` that says which one is live (`versions`: when and by whom each was released;
 * `currentVia`: release, promote or rollback — only a release or promote is watched for automatic
 * rollback). Written by the release commands (scripts/release.mjs) and by the gateway (/status, the
 * automatic rollback), hence here in the contract.
 * Pure helpers (every path is a parameter) so that tests run them in a temporary folder.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The build `npm start` serves from `<pkg>/dist`: the base of every channel. */
export const BASE = 'dist';

const pad = (n) => String(n).padStart(2, '0');

/** `0.1.0-20261126024820`: the package version and the UTC time of the release. */
export function versionName(pkgVersion, date = new Date()) {
  const stamp = [
    date.getUTCFullYear(),
    pad(date.getUTCMonth() + 1),
    pad(date.getUTCDate()),
    pad(date.getUTCHours()),
    pad(date.getUTCMinutes()),
    pad(date.getUTCSeconds()),
  ].join('');
  return `${pkgVersion}-${stamp}`;
}

/**
 * A refused step: `code` names the message of the portal's catalogue (the gateway answers with it),
 * `message` is the command line's German text.
 */
export class ReleaseError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'ReleaseError';
    this.code = code;
  }
}

export const channelFile = (releasesDir, pkg) => resolve(releasesDir, pkg, 'channel.json');

/** The channel of a remote, or null when it was never released. */
export function readChannel(releasesDir, pkg) {
  const file = channelFile(releasesDir, pkg);
  if (!existsSync(file)) return null;
  const channel = JSON.parse(readFileSync(file, 'utf8'));
  return {
    current: channel.current ?? BASE,
    currentSince: channel.currentSince ?? null,
    currentVia: channel.currentVia ?? null,
    history: channel.history ?? [BASE],
    rolledBack: channel.rolledBack ?? [],
    versions: channel.versions ?? {},
    staged: channel.staged ?? null,
  };
}

export function writeChannel(releasesDir, pkg, channel) {
  mkdirSync(resolve(releasesDir, pkg), { recursive: true });
  const file = channelFile(releasesDir, pkg);
  // Written beside and renamed: a reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(channel, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * A new release becomes current and is pushed on the history. The first release starts the history
 * with `dist`, so that a first rollback returns to the build `npm start` serves.
 */
export function addRelease(channel, version, at = new Date(), via = 'release') {
  const history = channel?.history?.length ? [...channel.history] : [BASE];
  if (history.includes(version)) throw new ReleaseError('release-already-live', `Version ${version} ist schon veröffentlicht.`);
  // A release for everyone supersedes a stage.
  const stage = channel?.staged ? { staged: null } : {};
  return {
    ...channel,
    current: version,
    currentSince: at.toISOString(),
    currentVia: via,
    history: [...history, version],
    rolledBack: [...(channel?.rolledBack ?? [])],
    ...stage,
  };
}

/**
 * A staged release: live for one tenant (`{ tenant }`) or a share of users (`{ share }`, 1–100, the
 * same users every time); everyone else keeps `current`. The gateway serves it per user
 * (gateway/src/releases/stagedVersions.ts). A new stage replaces an earlier one.
 */
export function stageRelease(channel, version, group, since = new Date()) {
  const base = channel ?? { current: BASE, history: [BASE], rolledBack: [] };
  if ((base.history ?? []).includes(version)) throw new Error(`Version ${version} ist schon veröffentlicht.`);
  if (group.share !== undefined && !(Number.isInteger(group.share) && group.share >= 1 && group.share <= 100)) {
    throw new Error('--share erwartet eine ganze Zahl von 1 bis 100 (Prozent der Nutzer).');
  }
  if (group.tenant !== undefined && !group.tenant.trim()) throw new Error('--tenant erwartet den Namen eines Mandanten.');
  return { ...base, staged: { version, ...group, since: since.toISOString() } };
}

/** The staged version becomes live for everyone (pushed on the history like a release). */
export function promote(channel, at = new Date()) {
  if (!channel?.staged)
    throw new ReleaseError('release-nothing-staged', 'Es gibt keine gestufte Version, die für alle live werden könnte.');
  const { staged, ...rest } = channel;
  return { ...addRelease(rest, staged.version, at, 'promote'), staged: null };
}

/**
 * Rollback: a staged version is withdrawn first (everyone back on `current`); otherwise the current
 * release leaves the history (noted in `rolledBack`, its folder stays) and the entry before it
 * becomes current again.
 */
export function rollback(channel, at = new Date()) {
  if (channel?.staged) {
    return { ...channel, staged: null, rolledBack: [...(channel.rolledBack ?? []), channel.staged.version] };
  }
  if (!channel || channel.history.length < 2 || channel.current !== channel.history.at(-1)) {
    throw new ReleaseError('release-no-previous', 'Es gibt keine frühere Version, zu der zurückgerollt werden kann.');
  }
  const history = channel.history.slice(0, -1);
  return {
    ...channel,
    current: history.at(-1),
    currentSince: at.toISOString(),
    currentVia: 'rollback',
    history,
    rolledBack: [...channel.rolledBack, channel.current],
  };
}

/** Where the shell finds a version's manifest on the remote's site. */
export function manifestUrlFor(origin, version) {
  return !version || version === BASE ? `${origin}/mf-manifest.json` : `${origin}/releases/${version}/mf-manifest.json`;
}

/** The released version of a remote that should be live, or null (then its dist/ is). */
export function currentRelease(releasesDir, pkg) {
  const channel = readChannel(releasesDir, pkg);
  return channel && channel.current !== BASE ? channel.current : null;
}

/**
 * Points the running portal at another manifest: the shell reads portal.config.json on every page
 * load, so the next reload loads the remote from there. Returns false when the portal never ran.
 */
export function pointPortalAt(runDir, federationName, manifestUrl) {
  const file = resolve(runDir, 'portal.config.json');
  if (!existsSync(file)) return false;
  const config = JSON.parse(readFileSync(file, 'utf8'));
  config.remotes = { ...config.remotes, [federationName]: manifestUrl };
  writeFileSync(`${file}.tmp`, JSON.stringify(config, null, 2));
  renameSync(`${file}.tmp`, file);
  return true;
}
