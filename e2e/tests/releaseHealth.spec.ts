/**
 * Health and automatic rollback on the running stack: a release of mfe-seo that is broken on purpose
 * (`--drill-broken`) fails to load, the shell reports the failed loads, and the gateway rolls it back
 * by itself once three different signed-in people failed — one person's repeated failures never do.
 * The portal admin is told at once, and /status and the audit log show it. /status's buttons then
 * move between kept versions with the commands' rules.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from './fixtures';
import { messageFor } from 'portal-contract';
import { ensureDrillReporters, type DrillReporter } from 'portal-scripts/drillReporters.mjs';
import { expectAccessible } from './a11y';
import { CHANNEL, ROOT, restoreSeoRelease, seoManifest, seoReleaseState } from './seoRelease';
import { screenshot } from './stack';
import { groupUser, loginFromHome, signedOut } from './users';

const run = promisify(execFile);
const admin = (...args: string[]) =>
  run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { ...process.env, CI: process.env.CI ?? '' } });

const channel = () => JSON.parse(readFileSync(CHANNEL, 'utf8')) as { current: string; rolledBack: string[] };

// Three confirmed SV-Gruppe accounts in the Auth emulator: the drill's (scripts/lib/drillReporters.mjs).
let reporters: DrillReporter[] = [];

test.beforeAll(async () => {
  await admin('grant', groupUser.email, 'portal-admin');
  reporters = await ensureDrillReporters();
});
test.afterAll(async () => {
  await admin('revoke', groupUser.email, 'portal-admin').catch(() => undefined);
});

/** Opens SEO Self Made and waits for the remote's error; then `retries` more attempts with the button. */
async function failingLoads(page: Page, retries: number) {
  await page.goto('/seo-self-made');
  await expect(page.getByTestId('remote-error')).toHaveText(messageFor('remote-unavailable'));
  for (let attempt = 0; attempt < retries; attempt += 1) {
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByTestId('remote-error')).toHaveText(messageFor('remote-unavailable'));
  }
}

/**
 * `reporter` signs in in a browser of their own and fails `1 + retries` times; resolves once all of
 * those loads were reported and answered, so the gateway has counted them and decided. Returns the page.
 */
async function reporterFails(browser: Browser, reporter: DrillReporter, retries: number): Promise<Page> {
  const context = await browser.newContext({ storageState: signedOut });
  const page = await context.newPage();
  await loginFromHome(page, reporter);
  const answered: { loads: number; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !response.url().endsWith('/v1/remote-loads')) return;
    answered.push({ loads: (request.postDataJSON() as { loads: unknown[] }).loads.length, status: response.status() });
  });
  await failingLoads(page, retries);
  // In one batch five seconds after the first load, or in two when the retries took longer.
  await expect.poll(() => answered.reduce((sum, { loads }) => sum + loads, 0), { timeout: 30_000 }).toBe(1 + retries);
  expect(answered.every(({ status }) => status === 204)).toBe(true);
  return page;
}

test('a release that fails for three people is rolled back by itself; the admin is told, /status and the audit log show it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const before = seoReleaseState();
  let version: string | undefined;
  const opened: Page[] = [];
  try {
    const out = execFileSync('npm', ['run', 'release', '-w', 'mfe-seo', '--', '--drill-broken'], { cwd: ROOT, encoding: 'utf8' });
    expect(out).toContain('absichtlich kaputt');
    // The drill names the three accounts that can make it happen.
    for (const { email } of reporters) expect(out).toContain(email);
    version = channel().current;
    const liveBefore = before.channel ? (JSON.parse(before.channel) as { current: string }).current : 'dist';
    expect(seoManifest()).toContain(`/releases/${version}/`);
    // The portal admin is online, on a page without mfe-seo.
    await page.goto('/');

    // One person failing again and again: five failed loads (the minimum), but one reporter.
    const [first, second, third] = reporters as [DrillReporter, DrillReporter, DrillReporter];
    opened.push(await reporterFails(browser, first, 4));
    expect(channel().current, 'one reporter alone never rolls back').toBe(version);
    // A second person: still too few.
    opened.push(await reporterFails(browser, second, 0));
    expect(channel().current, 'two reporters are not enough either').toBe(version);
    // The third: 3 of the first's loads count (the cap per reporter) + 1 + 1 = 5 loads, all failed.
    const lastReporter = await reporterFails(browser, third, 0);
    opened.push(lastReporter);
    await expect.poll(() => channel().current, { timeout: 10_000 }).toBe(liveBefore);
    expect(channel().rolledBack).toContain(version);
    expect(seoManifest()).toBe(before.manifest);

    // The portal admin online is told on their own channel.
    const notice = page.getByRole('region', { name: 'Hinweise' });
    await expect(notice).toContainText(`mfe-seo ${version} wurde automatisch zurückgerollt: 5 von 5 Aufrufen sind fehlgeschlagen.`);

    // A reload loads the version that is live again.
    await lastReporter.reload();
    await expect(lastReporter.getByLabel('Fokus-Keyword')).toBeVisible();

    await page.goto('/status');
    const seo = page.getByRole('region', { name: 'mfe-seo' });
    const rolledBack = seo.getByRole('alert').filter({ hasText: `${version} wurde am` });
    await expect(rolledBack).toContainText('automatisch zurückgerollt: 5 von 5 Aufrufen fehlgeschlagen');
    const row = seo.getByRole('row').filter({ hasText: version });
    await expect(row).toContainText('zurückgerollt');
    await expect(row).toContainText('0 %');
    await screenshot(page, 'status');
    await expectAccessible(page, '/status');

    await page.goto('/admin/audit');
    await page.getByLabel('Aktion').selectOption('release.auto-rollback');
    await page.getByRole('button', { name: 'Filtern' }).click();
    await expect(page.getByRole('table', { name: 'Protokolleinträge' })).toContainText(
      `mfe-seo ${version} → ${liveBefore}: 5 von 5 Aufrufen fehlgeschlagen (automatisch)`,
    );

    // /status's buttons: to any kept version and back, each step confirmed.
    await page.goto('/status');
    await seo.getByRole('row').filter({ hasText: version }).getByRole('button', { name: 'Live schalten' }).click();
    await page.getByRole('button', { name: 'Ja, ausführen' }).click();
    await expect(page.getByText(`Erledigt – mfe-seo: ${version} live schalten.`)).toBeVisible();
    expect(channel().current).toBe(version);
    await seo.getByRole('button', { name: `Zurückrollen auf ${liveBefore}` }).click();
    await page.getByRole('button', { name: 'Ja, ausführen' }).click();
    await expect(page.getByText(`Erledigt – mfe-seo: zurückrollen auf ${liveBefore}.`)).toBeVisible();
    expect(channel().current).toBe(liveBefore);
    expect(seoManifest()).toBe(before.manifest);
  } finally {
    await Promise.all(opened.map((reporterPage) => reporterPage.context().close()));
    restoreSeoRelease(before, version);
  }
});
