/** Types of the release channels (index.mjs, channel.mjs, keptReleases.mjs). */

export declare const BASE: 'dist';

export type ReleaseErrorCode = 'release-already-live' | 'release-nothing-staged' | 'release-no-previous' | 'release-version-unknown';

export declare class ReleaseError extends Error {
  constructor(code: ReleaseErrorCode, message: string);
  readonly code: ReleaseErrorCode;
}

export type StagedGroup = { tenant: string; share?: undefined } | { share: number; tenant?: undefined };

export interface Channel {
  current: string;
  /** When `current` became live, and how; null for channels written before this was kept. */
  currentSince: string | null;
  currentVia: 'release' | 'promote' | 'rollback' | null;
  history: string[];
  rolledBack: string[];
  versions: Record<string, { releasedAt: string; releasedBy: string }>;
  staged: { version: string; tenant?: string; share?: number; since: string } | null;
}

export interface KeptVersion {
  version: string;
  releasedAt: string | null;
  releasedBy: string | null;
  live: boolean;
  staged: boolean;
}

export declare function versionName(pkgVersion: string, date?: Date): string;
export declare function channelFile(releasesDir: string, pkg: string): string;
export declare function readChannel(releasesDir: string, pkg: string): Channel | null;
export declare function writeChannel(releasesDir: string, pkg: string, channel: Channel): void;
export declare function addRelease(channel: Channel | null, version: string, at?: Date, via?: 'release' | 'promote'): Channel;
export declare function stageRelease(channel: Channel | null, version: string, group: StagedGroup, since?: Date): Channel;
export declare function promote(channel: Channel | null, at?: Date): Channel;
export declare function rollback(channel: Channel | null, at?: Date): Channel;
export declare function manifestUrlFor(origin: string, version: string | null): string;
export declare function currentRelease(releasesDir: string, pkg: string): string | null;
export declare function pointPortalAt(runDir: string, federationName: string, manifestUrl: string): boolean;

export declare function noteRelease(channel: Channel, version: string, releasedBy: string, releasedAt?: Date): Channel;
export declare function keptVersions(releasesDir: string, pkg: string, channel: Channel | null): KeptVersion[];
export declare function rollbackTo(channel: Channel | null, version: string, kept: KeptVersion[], at?: Date): Channel;
export declare function prunable(kept: KeptVersion[], keep: number): string[];
export declare function prune(releasesDir: string, pkg: string, channel: Channel | null, versions: string[]): Channel;
