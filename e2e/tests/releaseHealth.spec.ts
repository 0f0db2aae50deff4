/**
 * Health and automatic rollback on the running stack: a release of mfe-seo that is broken on purpose
 * (`--drill-broken`) fails to load, the shell reports the failed loads, and the gateway rolls it back
 * by itself — the portal admin is told at once, and /status and the audit log show it. /status's
 * buttons then move between kept versions with the commands' rules.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { messageFor } from 'portal-contract';
import { expectAccessible } from './a11y';
import { CHANNEL, ROOT, restoreSeoRelease, seoManifest, seoReleaseState } from './seoRelease';
import { screenshot } from './stack';
import { groupUser } from './users';

const run = promisify(execFile);
const admin = (...args: string[]) =>
  run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { ...process.env, CI: process.env.CI ?? '' } });

const channel = () => JSON.parse(readFileSync(CHANNEL, 'utf8')) as { current: string; rolledBack: string[] };

test.beforeAll(async () => {
  await admin('grant', groupUser.email, 'portal-admin');
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

test('a release that fails to load is rolled back by itself; the admin is told, /status and the audit log show it', async ({ page }) => {
  test.setTimeout(300_000);
  const before = seoReleaseState();
  let version: string | undefined;
  try {
    const out = execFileSync('npm', ['run', 'release', '-w', 'mfe-seo', '--', '--drill-broken'], { cwd: ROOT, encoding: 'utf8' });
    expect(out).toContain('absichtlich kaputt');
    version = channel().current;
    const liveBefore = before.channel ? (JSON.parse(before.channel) as { current: string }).current : 'dist';
    expect(seoManifest()).toContain(`/releases/${version}/`);

    // Five failed loads (the default minimum) reach the gateway in one batch, five seconds later.
    const reported = page.waitForResponse(
      (response) => response.url().endsWith('/v1/remote-loads') && response.request().method() === 'POST',
      { timeout: 30_000 },
    );
    await failingLoads(page, 4);
    expect((await reported).status()).toBe(204);
    await expect.poll(() => channel().current, { timeout: 10_000 }).toBe(liveBefore);
    expect(channel().rolledBack).toContain(version);
    expect(seoManifest()).toBe(before.manifest);

    // The portal admin online is told on their own channel.
    const notice = page.getByRole('region', { name: 'Hinweise' });
    await expect(notice).toContainText(`mfe-seo ${version} wurde automatisch zurückgerollt: 5 von 5 Aufrufen sind fehlgeschlagen.`);

    // A reload loads the version that is live again.
    await page.reload();
    await expect(page.getByLabel('Fokus-Keyword')).toBeVisible();

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
    restoreSeoRelease(before, version);
  }
});
