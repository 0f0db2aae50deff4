/**
 * Independent delivery: `npm run release -w mfe-seo` puts a new version live in the running portal
 * (next reload, no shell rebuild or restart) and `npm run rollback -w mfe-seo` takes it back.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const ROOT = resolve(__dirname, '..', '..');
const CONFIG = resolve(ROOT, '.data', 'run', 'portal.config.json');
const RELEASES = resolve(ROOT, 'releases', 'mfe-seo');
const CHANNEL = resolve(RELEASES, 'channel.json');

const seoManifest = (): string => (JSON.parse(readFileSync(CONFIG, 'utf8')) as { remotes: Record<string, string> }).remotes.mfe_seo as string;
const readOrNull = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
const npm = (...args: string[]) => execFileSync('npm', args, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });

/** Reloads /seo-self-made and answers the path its remoteEntry.js was loaded from, once the remote's form shows. */
async function remoteEntryOnReload(page: Page, reload: boolean): Promise<string> {
  const entries: string[] = [];
  const listener = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.port === '3002' && url.pathname.endsWith('/remoteEntry.js')) entries.push(url.pathname);
  };
  page.on('request', listener);
  if (reload) await page.reload();
  else await page.goto('/seo-self-made');
  await expect(page.getByRole('heading', { level: 1, name: 'SEO Self Made' })).toBeVisible();
  // The form comes from the remote: the page really works with this version.
  await expect(page.getByLabel('Fokus-Keyword')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  page.off('request', listener);
  expect(entries).toHaveLength(1);
  return entries[0] as string;
}

test('a release of mfe-seo goes live on the next reload and a rollback takes it back', async ({ page }) => {
  test.setTimeout(180_000);
  const channelBefore = readOrNull(CHANNEL);
  const folderBefore = existsSync(RELEASES);
  const manifestBefore = seoManifest();
  const entryBefore = new URL(manifestBefore).pathname.replace(/mf-manifest\.json$/, 'remoteEntry.js');
  let version: string | undefined;
  try {
    expect(await remoteEntryOnReload(page, false)).toBe(entryBefore);

    const started = Date.now();
    const out = npm('run', 'release', '-w', 'mfe-seo');
    const seconds = (Date.now() - started) / 1000;
    console.log(`Release von mfe-seo: ${seconds.toFixed(1)} s (npm run release, Build inklusive)`);
    expect(out).toContain('veröffentlicht');
    version = (JSON.parse(readFileSync(CHANNEL, 'utf8')) as { current: string }).current;
    expect(version).toMatch(/^\d+\.\d+\.\d+-\d{14}$/);
    expect(seoManifest()).toBe(`http://localhost:3002/releases/${version}/mf-manifest.json`);

    // Same tab, same shell: only the runtime config changed.
    expect(await remoteEntryOnReload(page, true)).toBe(`/releases/${version}/remoteEntry.js`);

    expect(npm('run', 'rollback', '-w', 'mfe-seo')).toContain('zurückgerollt');
    expect(seoManifest()).toBe(manifestBefore);
    expect(existsSync(resolve(RELEASES, version)), 'versions are kept').toBe(true);
    expect(await remoteEntryOnReload(page, true)).toBe(entryBefore);
  } finally {
    // Back to the state before the test, so that the suite can run again.
    if (version) rmSync(resolve(RELEASES, version), { recursive: true, force: true });
    if (!folderBefore) rmSync(RELEASES, { recursive: true, force: true });
    else if (channelBefore === null) rmSync(CHANNEL, { force: true });
    else writeFileSync(CHANNEL, channelBefore);
    const config = JSON.parse(readFileSync(CONFIG, 'utf8')) as { remotes: Record<string, string> };
    config.remotes.mfe_seo = manifestBefore;
    writeFileSync(CONFIG, JSON.stringify(config, null, 2));
  }
});
