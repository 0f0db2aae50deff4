/**
 * Promote and roll back from the gateway (/status, the automatic rollback) with the same channel
 * rules as `npm run promote` / `npm run rollback` (portal-contract/releases): the channel file says
 * what is live, and the running portal's portal.config.json is pointed at the new live version.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  BASE,
  keptVersions,
  manifestUrlFor,
  pointPortalAt,
  promote,
  readChannel,
  rollback,
  rollbackTo,
  writeChannel,
  type Channel,
} from 'portal-contract/releases';
import type { RemoteName } from 'portal-contract';

/** `mfe_seo` → `mfe-seo`: the channel folders and the commands use the package name. */
export const packageOf = (remote: RemoteName): string => remote.replace(/_/g, '-');

export type ChannelPlaces = { releasesDir: string; portalConfigFile: string };

/** A remote's channel; one never released is `dist` for everyone. */
export function channelOf(places: ChannelPlaces, remote: RemoteName): Channel {
  return (
    readChannel(places.releasesDir, packageOf(remote)) ?? {
      current: BASE,
      currentSince: null,
      currentVia: null,
      history: [BASE],
      rolledBack: [],
      versions: {},
      staged: null,
    }
  );
}

/**
 * Points the running portal at `version` of `remote`, on the site its config already names. Returns
 * false when no portal config is there (the next start reads the channel anyway).
 */
function pointPortal(places: ChannelPlaces, remote: RemoteName, version: string): boolean {
  if (!existsSync(places.portalConfigFile)) return false;
  const config = JSON.parse(readFileSync(places.portalConfigFile, 'utf8')) as { remotes?: Record<string, string> };
  const entry = config.remotes?.[remote];
  if (!entry) return false;
  // pointPortalAt writes `<dir>/portal.config.json`, as the stack names it.
  return pointPortalAt(dirname(places.portalConfigFile), remote, manifestUrlFor(new URL(entry).origin, version));
}

export type ChannelStep = { from: string; to: string; channel: Channel };

function apply(places: ChannelPlaces, remote: RemoteName, before: Channel, after: Channel, from: string): ChannelStep {
  writeChannel(places.releasesDir, packageOf(remote), after);
  if (after.current !== before.current) pointPortal(places, remote, after.current);
  return { from, to: after.current, channel: after };
}

/** The staged version for everyone. Throws a ReleaseError (release-nothing-staged). */
export function promoteRemote(places: ChannelPlaces, remote: RemoteName): ChannelStep {
  const before = channelOf(places, remote);
  const from = before.current;
  return apply(places, remote, before, promote(before), from);
}

/**
 * Back to `version` (any kept one), or without one like `npm run rollback`: a stage is withdrawn
 * first, otherwise the previous entry of the history. Throws a ReleaseError.
 */
export function rollbackRemote(places: ChannelPlaces, remote: RemoteName, version?: string): ChannelStep {
  const before = channelOf(places, remote);
  if (version === undefined) {
    const from = before.staged ? before.staged.version : before.current;
    return apply(places, remote, before, rollback(before), from);
  }
  const kept = keptVersions(places.releasesDir, packageOf(remote), before);
  return apply(places, remote, before, rollbackTo(before, version, kept), before.current);
}

/**
 * Takes back exactly `version` if it is still the staged or the live one: a stage is withdrawn, a
 * live version gives way to the entry before it (a stage of another version stays). Returns null
 * when `version` is neither any more (someone was quicker).
 */
export function withdrawVersion(places: ChannelPlaces, remote: RemoteName, version: string): ChannelStep | null {
  const before = channelOf(places, remote);
  if (before.staged?.version === version) return apply(places, remote, before, rollback(before), version);
  if (before.current !== version) return null;
  const rolled = rollback({ ...before, staged: null });
  return apply(places, remote, before, { ...rolled, staged: before.staged }, version);
}
