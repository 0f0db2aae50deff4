import { registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { versionSkewPlugin } from './versionSkew';

const registered = new Map<string, string>();
let pluginRegistered = false;

/**
 * Registers the remotes named in the runtime config (federation name → mf-manifest.json URL), so a
 * remote can be released and pointed to without rebuilding the shell. Nothing is fetched here:
 * a remote's manifest is requested only when one of its pages is opened. The version skew plugin is
 * registered first, so every remote's federation instance (created when its entry runs) carries it.
 */
export function registerPortalRemotes(remotes: Record<string, string>): void {
  if (!pluginRegistered) {
    registerGlobalPlugins([versionSkewPlugin]);
    pluginRegistered = true;
  }
  for (const [name, entry] of Object.entries(remotes)) registered.set(name, entry);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Registers a remote anew, which makes the federation runtime forget a failed or stale load. */
export function reloadRemote(name: string): void {
  const entry = registered.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
