import { gatewayFetch, type PortalStore } from 'shared-auth';
import type { PortalConfig } from 'shared-ui';
import type { RemoteVersionsReply } from 'portal-contract/schemas';
import { holdRemotes } from './remoteHolds';
import { switchRemote } from './registerPortalRemotes';

/** A version's manifest on the remote's own site (portal-contract/releases, manifestUrlFor). */
export const versionManifest = (releasedManifest: string, version: string) =>
  `${new URL(releasedManifest).origin}/releases/${version}/mf-manifest.json`;

/**
 * A staged release (one tenant, or a share of users first): once someone is signed in, the gateway
 * names the remotes this user gets a staged version of, and those are registered from their version
 * folder before any of their pages loads. Without an answer (gateway down) the released versions load.
 */
export function followStagedRemotes(config: PortalConfig, store: PortalStore): void {
  const release = holdRemotes('staged');
  let asked = false;
  const ask = async () => {
    try {
      const { versions } = await gatewayFetch<RemoteVersionsReply>('/v1/remote-versions');
      const staged = Object.entries(versions).flatMap(([name, version]) =>
        config.remotes[name] && version ? [{ name, entry: versionManifest(config.remotes[name], version) }] : [],
      );
      for (const { name, entry } of staged) switchRemote(name, entry);
    } catch {
      // The released versions are the safe choice; the page itself reports a gateway that is down.
    } finally {
      release();
    }
  };
  const check = () => {
    if (asked || !store.getState().session.loggedIn) return;
    asked = true;
    stop();
    void ask();
  };
  const stop = store.subscribe(check);
  check();
}
