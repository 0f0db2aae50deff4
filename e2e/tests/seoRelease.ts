/**
 * The files a release of mfe-seo changes on the running stack (its channel, its version folders,
 * the runtime portal.config.json), read and put back by the release tests so the suite can run again.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '..', '..');
const CONFIG = resolve(ROOT, '.data', 'run', 'portal.config.json');
export const RELEASES = resolve(ROOT, 'releases', 'mfe-seo');
export const CHANNEL = resolve(RELEASES, 'channel.json');

type PortalConfigFile = { remotes: Record<string, string> };

/** The address the shell registers mfe-seo from (its mf-manifest.json). */
export const seoManifest = (): string => (JSON.parse(readFileSync(CONFIG, 'utf8')) as PortalConfigFile).remotes.mfe_seo!;

const readOrNull = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

export type SeoReleaseState = { channel: string | null; folder: boolean; manifest: string };

export function seoReleaseState(): SeoReleaseState {
  return { channel: readOrNull(CHANNEL), folder: existsSync(RELEASES), manifest: seoManifest() };
}

/** Deletes the version a test released (if any) and puts channel and config back as they were. */
export function restoreSeoRelease(before: SeoReleaseState, version: string | undefined): void {
  if (version) rmSync(resolve(RELEASES, version), { recursive: true, force: true });
  if (!before.folder) rmSync(RELEASES, { recursive: true, force: true });
  else if (before.channel === null) rmSync(CHANNEL, { force: true });
  else writeFileSync(CHANNEL, before.channel);
  const config = JSON.parse(readFileSync(CONFIG, 'utf8')) as PortalConfigFile;
  config.remotes.mfe_seo = before.manifest;
  writeFileSync(CONFIG, JSON.stringify(config, null, 2));
}
