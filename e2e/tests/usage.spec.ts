/**
 * Usage and thumbs on the running stack (issue 18's third check): staff rate a result and cannot open
 * the usage tab or its endpoints; once a tenant admin, the same person sees the thumbs on „Mein Konto“
 * and the runs in the dashboards' „Nutzung“ tab, with CSV export. The role is revoked at the end.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from './fixtures';
import { screenshot } from './stack';
import { authFile, partnerUser } from './users';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '..', '..');
const admin = (...args: string[]) =>
  run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { ...process.env, CI: process.env.CI ?? '' } });

const GATEWAY = 'http://localhost:8080';
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const TEXT =
  'Die Stadtbibliothek verlängert ab Januar ihre Öffnungszeiten. Sie öffnet dann auch sonntags von 11 bis 17 Uhr. Der Stadtrat hat dafür zwei neue Stellen bewilligt.';

test.describe.configure({ mode: 'serial' });
test.use({ storageState: authFile(partnerUser) });

/** An ID token of the partner user, as the browser would send it. */
async function idToken(): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: partnerUser.email, password: partnerUser.password, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

const today = () => new Date().toISOString().slice(0, 10);

async function usageStatus(path: string): Promise<number> {
  const response = await fetch(`${GATEWAY}${path}?from=2020-01-01&to=${today()}`, {
    headers: { authorization: `Bearer ${await idToken()}` },
  });
  return response.status;
}

async function openDashboards(page: Page) {
  await page.goto('/dashboards');
  await expect(page.getByRole('tab', { name: 'Übersicht' })).toBeVisible();
}

test.afterAll(async () => {
  await admin('revoke', partnerUser.email, 'tenant-admin').catch(() => undefined);
});

test('staff rate a result but get no usage tab and a 403; as tenant admin they see the thumbs and the runs', async ({ page }) => {
  await admin('revoke', partnerUser.email, 'tenant-admin').catch(() => undefined);
  await page.goto('/summarize');
  await page.getByLabel('Text', { exact: true }).fill(TEXT);
  await page.getByRole('button', { name: 'Zusammenfassen' }).click();
  await expect(page.getByRole('button', { name: 'Ergebnis kopieren' })).toBeVisible();
  const rating = page.getByRole('group', { name: 'Bewertung des Ergebnisses' });
  await rating.getByRole('button', { name: 'Nein' }).click();
  const why = page.getByRole('form', { name: 'Warum nicht hilfreich?' });
  await why.getByLabel('Warum nicht?').selectOption('too-long');
  await why.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Danke für deine Bewertung')).toBeVisible();

  await openDashboards(page);
  await expect(page.getByRole('tab', { name: 'Nutzung' })).toHaveCount(0);
  expect(await usageStatus('/v1/admin/usage')).toBe(403);
  expect(await usageStatus('/v1/admin/usage.csv')).toBe(403);

  await admin('grant', partnerUser.email, 'tenant-admin');
  expect(await usageStatus('/v1/admin/usage')).toBe(200);
  await page.goto('/user');
  const ratings = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Gründe' }) });
  await expect(ratings.getByRole('row').filter({ hasText: 'Text zusammenfassen' })).toContainText('Zu lang');

  await openDashboards(page);
  await page.getByRole('tab', { name: 'Nutzung' }).click();
  await expect(page.getByText(/Kontingent|Im \w+ \d{4} verbraucht/).first()).toBeVisible();
  const perTool = page.getByRole('table', { name: 'Nutzung pro Werkzeug' });
  await expect(perTool.getByRole('row').filter({ hasText: 'Text zusammenfassen' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Wer nutzt am meisten' })).toContainText(partnerUser.email);
  await expect(
    page
      .getByRole('figure', { name: /Läufe pro Werkzeug und Tag/ })
      .locator('svg')
      .first(),
  ).toBeVisible();
  await screenshot(page, 'usage-tab');

  const download = page.waitForEvent('download');
  await page
    .getByRole('heading', { name: 'Nutzung pro Tag und Werkzeug' })
    .locator('..')
    .getByRole('button', { name: 'Als CSV exportieren' })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^nutzung-tage.*\.csv$/);
});
