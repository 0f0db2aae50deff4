/**
 * Every kept version of a remote, not only the last one: list them with when and by whom they were
 * released, return to any of them, and prune old ones only when asked (keeping the live one and the
 * newest N). Pure helpers over a releases folder, like release.mjs, so tests run in a temp folder.
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { BASE, ReleaseError } from './channel.mjs';

/** The release time written into a version's name (`0.1.0-20261126024820`), or null. */
function timeInName(version) {
  const stamp = /-(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(version);
  if (!stamp) return null;
  const [, year, month, day, hour, minute, second] = stamp.map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second)).toISOString();
}

/** Notes when and by whom `version` was released. */
export function noteRelease(channel, version, releasedBy, releasedAt = new Date()) {
  return { ...channel, versions: { ...channel.versions, [version]: { releasedAt: releasedAt.toISOString(), releasedBy } } };
}

/**
 * The versions whose folder is whole (a `.partial` build is none), and dist, oldest first, each with
 * its release time, who released it and whether it is live.
 * @returns {{ version: string, releasedAt: string | null, releasedBy: string | null, live: boolean, staged: boolean }[]}
 */
export function keptVersions(releasesDir, pkg, channel) {
  const folder = resolve(releasesDir, pkg);
  const versions = existsSync(folder)
    ? readdirSync(folder).filter((name) => !name.endsWith('.partial') && statSync(resolve(folder, name)).isDirectory())
    : [];
  const current = channel?.current ?? BASE;
  const described = versions.map((version) => ({
    version,
    releasedAt: channel?.versions?.[version]?.releasedAt ?? timeInName(version),
    releasedBy: channel?.versions?.[version]?.releasedBy ?? null,
    live: version === current,
    staged: version === channel?.staged?.version,
  }));
  described.sort((a, b) => (a.releasedAt ?? '').localeCompare(b.releasedAt ?? '') || a.version.localeCompare(b.version));
  return [{ version: BASE, releasedAt: null, releasedBy: null, live: current === BASE, staged: false }, ...described];
}

/**
 * Makes any kept version live. One still in the history cuts the history back to it (what was above
 * it counts as rolled back, as with a plain rollback); any other is put on top of it.
 */
export function rollbackTo(channel, version, kept, at = new Date()) {
  const current = channel?.current ?? BASE;
  if (version === current) throw new ReleaseError('release-already-live', `${version} ist schon live.`);
  if (!kept.some((entry) => entry.version === version)) {
    throw new ReleaseError(
      'release-version-unknown',
      `Version ${version} gibt es nicht (mehr). Behalten sind: ${kept.map((entry) => entry.version).join(', ')}.`,
    );
  }
  const live = { currentSince: at.toISOString(), currentVia: 'rollback' };
  const history = channel?.history?.length ? channel.history : [BASE];
  const rolledBack = (channel?.rolledBack ?? []).filter((entry) => entry !== version);
  const place = history.indexOf(version);
  if (place >= 0) {
    return {
      ...channel,
      current: version,
      ...live,
      history: history.slice(0, place + 1),
      rolledBack: [...rolledBack, ...history.slice(place + 1).reverse()],
    };
  }
  return { ...channel, current: version, ...live, history: [...history, version], rolledBack: [...rolledBack, current] };
}

/** The versions an explicit prune deletes: all but dist, the live one, a staged one and the newest `keep`. */
export function prunable(kept, keep) {
  if (!Number.isInteger(keep) || keep < 0) throw new Error('--keep erwartet eine ganze Zahl ab 0.');
  const candidates = kept.filter((entry) => entry.version !== BASE && !entry.live && !entry.staged).reverse();
  return candidates.slice(keep).map((entry) => entry.version);
}

/** Deletes the folders of `versions` and forgets them in the channel (history, rolled back, notes). */
export function prune(releasesDir, pkg, channel, versions) {
  for (const version of versions) rmSync(resolve(releasesDir, pkg, version), { recursive: true, force: true });
  const gone = new Set(versions);
  const notes = Object.fromEntries(Object.entries(channel?.versions ?? {}).filter(([version]) => !gone.has(version)));
  return {
    ...channel,
    history: (channel?.history ?? [BASE]).filter((version) => !gone.has(version)),
    rolledBack: (channel?.rolledBack ?? []).filter((version) => !gone.has(version)),
    versions: notes,
  };
}
