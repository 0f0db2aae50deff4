/** Release channels of the remotes: shared by the release commands and the gateway (see channel.mjs). */
export * from './channel.mjs';
export * from './keptReleases.mjs';
