/**
 * Roles and the audit log on the running stack: the first admin is made with `npm run admin` while
 * the portal runs (through the gateway), the audit page lists that change, the users page changes a
 * role, and staff see that they lack the rights.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { screenshot } from './stack';
import { authFile, groupUser, partnerUser } from './users';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '..', '..');
const admin = (...args: string[]) =>
  run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { ...process.env, CI: process.env.CI ?? '' } });

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  // The demo user is staff again for the other specs.
  await admin('revoke', groupUser.email, 'tenant-admin').catch(() => undefined);
});

test('npm run admin makes a tenant admin; the audit page lists it and nothing there changes it', async ({ page }) => {
  const { stdout } = await admin('grant', groupUser.email, 'tenant-admin');
  expect(stdout).toContain(`${groupUser.email} (SV-Gruppe): Rolle vergeben – tenant-admin.`);

  // The session picks the role up on the next page load (the gateway names it, the token follows).
  await page.goto('/user');
  await expect(page.getByText('Mandanten-Administration')).toBeVisible();
  await page.getByRole('link', { name: 'Protokoll' }).click();
  await expect(page).toHaveURL('/admin/audit');
  await expect(page).toHaveTitle('KI-Portal | Protokoll');
  const row = page
    .getByRole('row')
    .filter({ hasText: `${groupUser.email}: tenant-admin` })
    .first();
  await expect(row).toContainText('Rolle vergeben');
  await expect(row).toContainText('Kommandozeile (npm run admin)');
  // Read-only: no control on the page edits or removes an entry.
  await expect(page.getByRole('button', { name: /Löschen|Bearbeiten|Ändern/ })).toHaveCount(0);

  await page.getByLabel('Aktion').selectOption('role.grant');
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Registrierung' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als CSV herunterladen' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('"id","zeit","akteur","akteur_uid","mandant","aktion","ziel","anfrage"');
  expect(csv).toContain(`"SV-Gruppe","role.grant","${groupUser.email}: tenant-admin"`);
  expect(csv).not.toContain('user.sign-up');
  await screenshot(page, 'admin-audit');
  await expectAccessible(page, '/admin/audit (Admin)');
});

test('a tenant admin gives a role on /admin/users; the change is logged', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer und Rollen' })).toBeVisible();
  const self = page.getByRole('row').filter({ hasText: groupUser.email });
  await expect(self.getByRole('checkbox', { name: 'Mandanten-Administration' })).toBeChecked();
  await screenshot(page, 'admin-users');
  await expectAccessible(page, '/admin/users (Admin)');
  // Partner members are not listed to an SV-Gruppe admin.
  await expect(page.getByRole('row').filter({ hasText: partnerUser.email })).toHaveCount(0);

  const editor = self.getByRole('checkbox', { name: 'Hausstil-Redaktion' });
  const wasEditor = await editor.isChecked();
  await editor.click();
  await expect(page.getByRole('status').filter({ hasText: `Die Rollen von ${groupUser.email} wurden gespeichert.` })).toBeVisible();
  await expect(editor).toBeChecked({ checked: !wasEditor });
  await editor.click();
  await expect(editor).toBeChecked({ checked: wasEditor });

  await page.goto('/admin/audit');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `${groupUser.email}: style-editor` })
      .first(),
  ).toBeVisible();
});

test.describe('staff', () => {
  test.use({ storageState: authFile(partnerUser) });
  test('see that they lack the rights, on both admin pages', async ({ page }) => {
    for (const path of ['/admin/users', '/admin/audit']) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toHaveText('Dafür fehlen dir die Rechte.');
      await expect(page.getByRole('table')).toHaveCount(0);
    }
  });
});
