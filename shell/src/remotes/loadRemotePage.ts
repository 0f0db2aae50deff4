import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { remoteModuleId, type RemotePage } from 'shared-ui';

export class RemotePageError extends Error {
  constructor(
    readonly moduleId: string,
    cause: unknown,
  ) {
    super(`Remote page ${moduleId} could not be loaded`, { cause });
    this.name = 'RemotePageError';
  }

  /**
   * The shared package whose loaded version the remote refuses (strictVersion: an incompatible
   * major), or null when it failed for another reason (down, broken release).
   */
  get incompatibleShared(): string | null {
    for (let error: unknown = this.cause; error instanceof Error; error = error.cause) {
      const match = /shared singleton module (\S+) does not satisfy the requirement/.exec(error.message);
      if (match) return match[1]!;
    }
    return null;
  }
}

/** Loads a feature's page component from its remote; any failure becomes a RemotePageError. */
export async function loadRemotePage(page: RemotePage): Promise<{ default: ComponentType }> {
  const moduleId = remoteModuleId(page);
  let loaded: { default?: unknown } | null;
  try {
    loaded = await loadRemote<{ default?: unknown }>(moduleId);
  } catch (error) {
    throw new RemotePageError(moduleId, error);
  }
  if (!loaded || typeof loaded.default !== 'function') {
    throw new RemotePageError(moduleId, new Error('exposed module has no default React component'));
  }
  return { default: loaded.default as ComponentType };
}
