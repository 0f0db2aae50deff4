import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { remoteModuleId, type RemotePage } from 'shared-ui';
import { remotesSettled } from './remoteHolds';
import { forgetVersionSkew, versionSkewOf, type VersionSkew } from './versionSkew';

export class RemotePageError extends Error {
  constructor(
    readonly moduleId: string,
    cause: unknown,
    /** Set when the remote refused a loaded shared singleton (strictVersion), as the runtime plugin saw it. */
    readonly versionSkew: VersionSkew | null = null,
  ) {
    super(`Remote page ${moduleId} could not be loaded`, { cause });
    this.name = 'RemotePageError';
  }

  /**
   * The shared package whose loaded version the remote refuses (strictVersion: an incompatible
   * major), or null when it failed for another reason (down, broken release).
   */
  get incompatibleShared(): string | null {
    return this.versionSkew?.package ?? null;
  }
}

/** Loads a feature's page component from its remote; any failure becomes a RemotePageError. */
export async function loadRemotePage(page: RemotePage): Promise<{ default: ComponentType }> {
  const moduleId = remoteModuleId(page);
  // A staged release or a developer's preview may decide where this remote comes from.
  await remotesSettled();
  let loaded: { default?: unknown } | null;
  // A refusal seen in an earlier attempt says nothing about this one (the remote may be fixed, or down).
  forgetVersionSkew(page.remote);
  try {
    loaded = await loadRemote<{ default?: unknown }>(moduleId);
  } catch (error) {
    // The runtime plugin recorded the refusal while the remote resolved its shares, before this rejection.
    throw new RemotePageError(moduleId, error, versionSkewOf(page.remote));
  }
  if (!loaded || typeof loaded.default !== 'function') {
    throw new RemotePageError(moduleId, new Error('exposed module has no default React component'));
  }
  return { default: loaded.default as ComponentType };
}
