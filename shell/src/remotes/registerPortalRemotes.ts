import { registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { versionSkewPlugin } from './versionSkew';

/** Where each remote is loaded from in this tab, and whether that is a developer's preview. */
const registered = new Map<string, { entry: string; preview: boolean }>();
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
  for (const [name, entry] of Object.entries(remotes)) registered.set(name, { entry, preview: false });
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** From now on this tab loads `name` from `entry`: a staged version, or a developer's preview. */
export function switchRemote(name: string, entry: string, { preview = false } = {}): void {
  registered.set(name, { entry, preview });
  registerRemotes([{ name, entry }], { force: true });
}

/** Registers a remote anew, which makes the federation runtime forget a failed or stale load. */
export function reloadRemote(name: string): void {
  const source = registered.get(name);
  if (source) registerRemotes([{ name, entry: source.entry }], { force: true });
}

/**
 * The version a page of `name` loads, as the release commands name it: a release's folder name,
 * `dist` for the build `npm start` serves, or null for a preview (its loads say nothing about a release).
 */
export function loadedVersionOf(name: string): string | null {
  const source = registered.get(name);
  if (!source || source.preview) return null;
  return /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(new URL(source.entry).pathname)?.[1] ?? 'dist';
}
