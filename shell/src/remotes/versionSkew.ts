import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote that asked for a version range of a shared singleton that the loaded version does not satisfy. */
export interface VersionSkew {
  /** The federation name of the remote that asked (`mfe_seo`). */
  remote: string;
  /** The shared module as the federation config names it (`shared-ui`, `react/jsx-runtime`). */
  package: string;
  /** What the remote asked for (its `requiredVersion`, e.g. `^2.0.0`). */
  requiredVersion: string;
  /** The version already loaded in the share scope, which every singleton user gets. */
  loadedVersion: string;
  /** Who provided the loaded version (usually `shell`). */
  loadedFrom: string;
}

// Per remote, per shared package: the refusals seen in the current attempt to load the remote.
const skews = new Map<string, Map<string, VersionSkew>>();

/** The first shared package `remote` was refused for, or null when its shares resolved. */
export function versionSkewOf(remote: string): VersionSkew | null {
  const refused = skews.get(remote);
  return refused?.values().next().value ?? null;
}

/**
 * Forgets what was seen of `remote`, when a new attempt to load it begins. (A failed remote is
 * registered anew before it is loaded again, so the runtime resolves its shares again.)
 */
export function forgetVersionSkew(remote: string): void {
  skews.delete(remote);
}

/**
 * A runtime plugin that watches every shared-module resolution (`resolveShare`) and records when a
 * strict singleton is about to be refused: the remote's `requiredVersion` is a range the version in
 * the share scope does not satisfy, which is exactly when the runtime's resolver then throws. It
 * changes nothing in the resolution, so the load fails as before; the shell reads the record to tell
 * a version skew (and its package) from any other failure, without reading the error's text.
 *
 * A remote resolves its shares in its own federation instance, created when its remoteEntry runs,
 * so the plugin is registered globally (`registerGlobalPlugins`) before any remote is loaded.
 */
export const versionSkewPlugin: ModuleFederationRuntimePlugin = {
  name: 'portal-version-skew',
  resolveShare(args) {
    const { shareInfo, pkgName, version, scope, shareScopeMap } = args;
    const { singleton, strictVersion, requiredVersion } = shareInfo.shareConfig ?? {};
    const remote = shareInfo.from;
    if (!singleton || !strictVersion || typeof requiredVersion !== 'string' || !version || !remote) return args;
    if (satisfy(version, requiredVersion)) {
      skews.get(remote)?.delete(pkgName);
    } else {
      const loadedFrom = shareScopeMap[scope]?.[pkgName]?.[version]?.from ?? '';
      const refused = skews.get(remote) ?? new Map<string, VersionSkew>();
      refused.set(pkgName, { remote, package: pkgName, requiredVersion, loadedVersion: version, loadedFrom });
      skews.set(remote, refused);
    }
    return args;
  },
};
