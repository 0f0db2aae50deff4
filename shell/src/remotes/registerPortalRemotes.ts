import { registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * Registers the remotes named in the runtime config (federation name → mf-manifest.json URL), so a
 * remote can be released and pointed to without rebuilding the shell. Nothing is fetched here:
 * a remote's manifest is requested only when one of its pages is opened.
 */
export function registerPortalRemotes(remotes: Record<string, string>, force = false): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force },
  );
}
