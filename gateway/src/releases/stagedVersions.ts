/**
 * Staged releases (docs/releasing.md): `npm run release -w <remote> -- --tenant <name>`
 * or `-- --share 10` writes `staged` into the remote's channel file; the released version for
 * everyone else stays `current`. This decides, per user, which remotes they get a staged version of.
 * The channel files are read at most once a second, so a release or promote counts within a second.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'portal-contract';
import { packageOf } from './remoteChannels.ts';

export type Staged = { version: string; tenant?: string; share?: number };

/** A user's place among 100 buckets, the same on every instance and every day: hash of the uid. */
export function shareBucket(uid: string): number {
  return createHash('sha256').update(uid).digest().readUInt32BE(0) % 100;
}

/** Whether `user` belongs to the group a staged version is for. */
export function inStagedGroup(staged: Staged, user: { uid: string; tenant: string }): boolean {
  if (staged.tenant !== undefined) return staged.tenant === user.tenant;
  if (staged.share !== undefined) return shareBucket(user.uid) < staged.share;
  return false;
}

/** The staged version of every remote that has one (a broken or missing channel file: none). */
export function readStaged(releasesDir: string): Partial<Record<RemoteName, Staged>> {
  const found: Partial<Record<RemoteName, Staged>> = {};
  if (!existsSync(releasesDir)) return found;
  const present = new Set(readdirSync(releasesDir));
  for (const remote of REMOTE_NAMES) {
    const file = resolve(releasesDir, packageOf(remote), 'channel.json');
    if (!present.has(packageOf(remote)) || !existsSync(file)) continue;
    try {
      const staged = (JSON.parse(readFileSync(file, 'utf8')) as { staged?: Staged | null }).staged;
      if (staged && typeof staged.version === 'string') found[remote] = staged;
    } catch {
      // Half a file cannot happen (written and renamed); anything else unreadable counts as no stage.
    }
  }
  return found;
}

/** `readStaged`, read again at most once per `maxAgeMs`. */
export function stagedVersions(releasesDir: string, maxAgeMs = 1000) {
  let read = 0;
  let staged: Partial<Record<RemoteName, Staged>> = {};
  return (user: { uid: string; tenant: string }): Partial<Record<RemoteName, string>> => {
    if (Date.now() - read >= maxAgeMs) {
      staged = readStaged(releasesDir);
      read = Date.now();
    }
    const versions: Partial<Record<RemoteName, string>> = {};
    for (const [remote, stage] of Object.entries(staged) as [RemoteName, Staged][]) {
      if (inStagedGroup(stage, user)) versions[remote] = stage.version;
    }
    return versions;
  };
}
