/**
 * The AI quota on the running stack (issue 18): a tenant admin sets a small monthly quota on „Mein
 * Konto“; the tenant's users see the banner and then the refusal, the offline analysis and the other
 * tenant keep working. The quota is removed again at the end.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from './fixtures';
import { screenshot } from './stack';
import { authFile, groupUser, partnerUser } from './users';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '..', '..');
const admin = (...args: string[]) =>
  run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { ...process.env, CI: process.env.CI ?? '' } });

const TEXT =
  'Der Kreistag hat am Mittwoch den Neubau der Realschule in Erding beschlossen. Die Schule soll 2028 öffnen und 900 Plätze bieten. Die Kosten liegen bei 60 Millionen Euro.';

test.describe.configure({ mode: 'serial' });
test.use({ storageState: authFile(partnerUser) });

async function setQuota(page: Page, limit: string) {
  await page.goto('/user');
  const field = page.getByLabel(/KI-Kontingent/);
  await expect(field).toBeVisible();
  await field.fill(limit);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();
}

async function summarize(page: Page) {
  await page.goto('/summarize');
  await page.getByLabel('Text', { exact: true }).fill(TEXT);
  await page.getByRole('button', { name: 'Zusammenfassen' }).click();
}

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: authFile(partnerUser) });
  const page = await context.newPage();
  await setQuota(page, '').catch(() => undefined);
  await context.close();
  await admin('revoke', partnerUser.email, 'tenant-admin').catch(() => undefined);
});

test('a small quota: the tenant is refused once it is used up and says so in the banner; the other tenant keeps working', async ({
  page,
  browser,
}) => {
  await admin('grant', partnerUser.email, 'tenant-admin');
  await setQuota(page, '1000');
  // Use the quota up: each summary uses about 250 characters.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await summarize(page);
    const refused = page.getByText('Das KI-Kontingent deines Mandanten für diesen Monat ist aufgebraucht', { exact: false });
    const done = page.getByRole('button', { name: 'Ergebnis kopieren' });
    await expect(refused.or(done).first()).toBeVisible();
    if (await page.getByRole('alert').filter({ hasText: 'KI-Kontingent' }).count()) break;
  }
  await expect(page.getByRole('alert').filter({ hasText: 'aufgebraucht' }).first()).toBeVisible();
  await page.goto('/user');
  await expect(page.getByText(/KI-Kontingent deines Mandanten für diesen Monat ist aufgebraucht/).first()).toBeVisible();
  await screenshot(page, 'quota-exceeded');

  const other = await browser.newContext({ storageState: authFile(groupUser) });
  const groupPage = await other.newPage();
  await summarize(groupPage);
  await expect(groupPage.getByRole('button', { name: 'Ergebnis kopieren' })).toBeVisible();
  await other.close();
});
