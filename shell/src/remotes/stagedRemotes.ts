import { gatewayFetch, type PortalStore } from 'shared-auth';
import type { PortalConfig } from 'shared-ui';
import type { RemoteVersionsReply } from 'portal-contract/schemas';
import { holdRemotes } from './remoteHolds';
import { switchRemote } from './registerPortalRemotes';

/** A version's manifest on the remote's own site (portal-contract/releases, manifestUrlFor). */
export const versionManifest = (releasedManifest: string, version: string) =>
  `${new URL(releasedManifest).origin}/releases/${version}/mf-manifest.json`;

/** The remotes `versions` names, each with the manifest of its staged version. */
function stagedEntries(config: PortalConfig, versions: RemoteVersionsReply['versions']): Map<string, string> {
  return new Map(
    Object.entries(versions).flatMap(([name, version]) => {
      const released = config.remotes[name];
      return released && version ? [[name, versionManifest(released, version)] as const] : [];
    }),
  );
}

const sameEntries = (a: Map<string, string>, b: Map<string, string>) =>
  a.size === b.size && [...a].every(([name, entry]) => b.get(name) === entry);

/**
 * A staged release (one tenant, or a share of users first): once someone is signed in, the gateway
 * names the remotes this user gets a staged version of, and those are registered from their version
 * folder before any of their pages loads. Without an answer (gateway down) the released versions load.
 * When another user signs in in the same tab, the gateway is asked again; if that user gets other
 * versions — or the gateway does not answer while the first user had a stage — the page loads anew
 * (still signed in): a remote the first user loaded stays in the tab, and the second must not run
 * the first one's stage.
 */
export function followStagedRemotes(config: PortalConfig, store: PortalStore, reload = () => window.location.reload()): void {
  let release = holdRemotes('staged');
  let askedFor: string | null = null;
  let registeredStage = new Map<string, string>();
  const ask = async (first: boolean) => {
    try {
      const { versions } = await gatewayFetch<RemoteVersionsReply>('/v1/remote-versions');
      const wanted = stagedEntries(config, versions);
      if (!first && !sameEntries(wanted, registeredStage)) {
        reload();
        return;
      }
      for (const [name, entry] of wanted) switchRemote(name, entry);
      registeredStage = wanted;
    } catch {
      // The released versions are the safe choice; the page itself reports a gateway that is down.
      // A stage registered for the previous user is not theirs: a fresh load starts from the released ones.
      if (!first && registeredStage.size > 0) reload();
    } finally {
      release();
    }
  };
  const check = () => {
    const { loggedIn, data } = store.getState().session;
    const uid = loggedIn ? (data?.uid ?? null) : null;
    if (!uid || uid === askedFor) return;
    const first = askedFor === null;
    if (!first) release = holdRemotes('staged');
    askedFor = uid;
    void ask(first);
  };
  store.subscribe(check);
  check();
}
