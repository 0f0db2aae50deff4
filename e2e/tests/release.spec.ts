/**
 * Independent delivery: `npm run release -w mfe-seo` puts a new version live in the running portal
 * (next reload, no shell rebuild or restart) and `npm run rollback -w mfe-seo` takes it back, also
 * to any kept version; `releases` lists them and `prune` deletes old ones on request.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { messageFor } from 'portal-contract';
import { CHANNEL, RELEASES, ROOT, restoreSeoRelease, seoManifest, seoReleaseState } from './seoRelease';
import { screenshot } from './stack';
import { authFile, partnerUser } from './users';

const npm = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('npm', args, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, ...env } });

const currentVersion = () => (JSON.parse(readFileSync(CHANNEL, 'utf8')) as { current: string }).current;

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
  const before = seoReleaseState();
  const manifestBefore = before.manifest;
  const entryBefore = new URL(manifestBefore).pathname.replace(/mf-manifest\.json$/, 'remoteEntry.js');
  let version: string | undefined;
  try {
    expect(await remoteEntryOnReload(page, false)).toBe(entryBefore);

    const started = Date.now();
    const out = npm(['run', 'release', '-w', 'mfe-seo']);
    const seconds = (Date.now() - started) / 1000;
    console.log(`Release von mfe-seo: ${seconds.toFixed(1)} s (npm run release, Build inklusive)`);
    expect(out).toContain('veröffentlicht');
    version = currentVersion();
    expect(version).toMatch(/^\d+\.\d+\.\d+-\d{14}$/);
    expect(seoManifest()).toBe(`http://localhost:3002/releases/${version}/mf-manifest.json`);

    // Same tab, same shell: only the runtime config changed.
    expect(await remoteEntryOnReload(page, true)).toBe(`/releases/${version}/remoteEntry.js`);

    expect(npm(['run', 'rollback', '-w', 'mfe-seo'])).toContain('zurückgerollt');
    expect(seoManifest()).toBe(manifestBefore);
    expect(existsSync(resolve(RELEASES, version)), 'versions are kept').toBe(true);
    expect(await remoteEntryOnReload(page, true)).toBe(entryBefore);
  } finally {
    restoreSeoRelease(before, version);
  }
});

test('any kept version can be made live again; prune keeps the live one and the newest N', async ({ page }) => {
  test.setTimeout(300_000);
  const before = seoReleaseState();
  const versions: string[] = [];
  try {
    for (const who of ['erika@sv-gruppe.de', 'max@sv-gruppe.de']) {
      npm(['run', 'release', '-w', 'mfe-seo'], { RELEASED_BY: who });
      versions.push(currentVersion());
    }
    const [first, second] = versions as [string, string];
    const listed = npm(['run', '--silent', 'releases', '-w', 'mfe-seo']);
    expect(listed).toMatch(new RegExp(`${first}\\s.*erika@sv-gruppe\\.de`));
    expect(listed).toMatch(new RegExp(`▶ ${second}\\s.*max@sv-gruppe\\.de.*live`));

    // Back past the previous entry: to the first release by name, then forward to the second.
    expect(npm(['run', 'rollback', '-w', 'mfe-seo', '--', first])).toContain(`zurückgerollt auf ${first}`);
    expect(await remoteEntryOnReload(page, false)).toBe(`/releases/${first}/remoteEntry.js`);
    npm(['run', 'rollback', '-w', 'mfe-seo', '--', second]);
    expect(await remoteEntryOnReload(page, true)).toBe(`/releases/${second}/remoteEntry.js`);
    expect(() => npm(['run', 'rollback', '-w', 'mfe-seo', '--', '0.0.0-20000101000000'])).toThrow(/gibt es nicht/);

    // Only an explicit prune deletes, never the live version.
    expect(npm(['run', 'prune', '-w', 'mfe-seo', '--', '--keep', '0'])).toContain('1 Version(en) gelöscht');
    expect(existsSync(resolve(RELEASES, first))).toBe(false);
    expect(existsSync(resolve(RELEASES, second))).toBe(true);
    expect(await remoteEntryOnReload(page, true)).toBe(`/releases/${second}/remoteEntry.js`);
  } finally {
    for (const version of versions.slice(0, -1)) rmSync(resolve(RELEASES, version), { recursive: true, force: true });
    restoreSeoRelease(before, versions.at(-1));
  }
});

test('a release for the partner tenant only reaches its users; promote makes it everyone’s', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const before = seoReleaseState();
  const entryBefore = new URL(before.manifest).pathname.replace(/mf-manifest\.json$/, 'remoteEntry.js');
  let version: string | undefined;
  const partner = await browser.newContext({ storageState: authFile(partnerUser), locale: 'de-DE' });
  try {
    expect(npm(['run', 'release', '-w', 'mfe-seo', '--', '--tenant', 'Partnerverlag Nord'])).toContain(
      'live nur für den Mandanten Partnerverlag Nord',
    );
    version = (JSON.parse(readFileSync(CHANNEL, 'utf8')) as { staged: { version: string } }).staged.version;
    expect(seoManifest(), 'the released version stays in the portal config').toBe(before.manifest);

    // Group users keep the released version; partner users get the staged one (the gateway decides).
    expect(await remoteEntryOnReload(page, false)).toBe(entryBefore);
    const partnerPage = await partner.newPage();
    expect(await remoteEntryOnReload(partnerPage, false)).toBe(`/releases/${version}/remoteEntry.js`);
    expect(npm(['run', '--silent', 'releases', '-w', 'mfe-seo'])).toMatch(new RegExp(`◐ ${version}.*gestuft für Partnerverlag Nord`));

    expect(npm(['run', 'promote', '-w', 'mfe-seo'])).toContain('für alle live');
    expect(await remoteEntryOnReload(page, true)).toBe(`/releases/${version}/remoteEntry.js`);
    expect(await remoteEntryOnReload(partnerPage, true)).toBe(`/releases/${version}/remoteEntry.js`);
  } finally {
    await partner.close();
    restoreSeoRelease(before, version);
  }
});

// Version skew: the shell shares shared-ui and shared-auth 1.2 as singletons with strictVersion.
test.describe('a remote built against other versions of the shared packages', () => {
  test.describe.configure({ timeout: 120_000 });

  const releaseAsking = (versions: Record<string, string>, ...flags: string[]) =>
    npm(['run', 'release', '-w', 'mfe-seo', '--', ...flags], { PORTAL_SHARED_VERSION_OVERRIDE: JSON.stringify(versions) });

  test("an older compatible minor loads with the shell's singletons", async ({ page }) => {
    const before = seoReleaseState();
    let version: string | undefined;
    try {
      releaseAsking({ 'shared-ui': '^1.0.0', 'shared-auth': '^1.1.0' });
      version = currentVersion();
      expect(await remoteEntryOnReload(page, false)).toBe(`/releases/${version}/remoteEntry.js`);
    } finally {
      restoreSeoRelease(before, version);
    }
  });

  test('an incompatible major is refused in its slot with a German message; the rest works', async ({ page }) => {
    const before = seoReleaseState();
    let version: string | undefined;
    try {
      // The release command's contract check stops such a build before it goes live …
      expect(() => releaseAsking({ 'shared-ui': '^2.0.0' })).toThrow(/verletzt den Vertrag/);
      expect(seoManifest()).toBe(before.manifest);
      // … so the drill skips the check to show what the shell does with one that got out anyway.
      releaseAsking({ 'shared-ui': '^2.0.0' }, '--no-contract-check');
      version = currentVersion();
      await page.goto('/seo-self-made');
      await expect(page.getByTestId('remote-error')).toHaveText(messageFor('remote-incompatible', { package: 'shared-ui' }));
      await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
      await screenshot(page, 'remote-incompatible');
      await page.getByRole('link', { name: 'Dashboards', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeVisible();
      await page.goto('/summarize');
      await expect(page.getByLabel('Text', { exact: true })).toBeVisible();
    } finally {
      restoreSeoRelease(before, version);
    }
  });
});
