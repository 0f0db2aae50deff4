/**
 * The house style on the running stack (issue 17's first check): a style editor adds a term rule on
 * the page, the next „Text redigieren“ run of the tenant shows that change with the rule's
 * explanation, and a user of the other tenant does not get it; staff see the rules without controls.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { screenshot } from './stack';
import { authFile, groupUser, partnerUser } from './users';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '..', '..');
const admin = (...args: string[]) =>
  run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { ...process.env, CI: process.env.CI ?? '' } });

const TITLE = 'Zeitungsente';
const EXPLANATION = 'Wir schreiben „Falschmeldung“, das versteht jeder.';
const TEXT = 'Das war leider eine Zeitungsente.';

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await admin('revoke', groupUser.email, 'style-editor').catch(() => undefined);
});

test('a style editor adds a term rule with a live preview; the tenant’s next redact run applies it', async ({ page }) => {
  await admin('grant', groupUser.email, 'style-editor');
  await page.goto('/house-style');
  await expect(page.getByRole('heading', { level: 1, name: 'Hausstil' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Regeln des Hausstils' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, '/house-style');

  await page.getByRole('button', { name: 'Neue Regel' }).click();
  const form = page.getByRole('form', { name: 'Neue Regel' });
  await form.getByLabel('Titel').fill(TITLE);
  await form.getByLabel('Erklärung').fill(EXPLANATION);
  await form.getByLabel('Falsches Wort').fill('Zeitungsente');
  await form.getByLabel('Richtiges Wort').fill('Falschmeldung');
  await form.getByLabel(/Beispiele, die die Regel ändern muss/).fill('Eine Zeitungsente.');
  await form.getByLabel(/Beispiele, die unverändert bleiben müssen/).fill('Eine Falschmeldung.');
  await form.getByLabel('Probetext für die Vorschau').fill(TEXT);
  await expect(form.getByRole('status')).toHaveText('Das war leider eine Falschmeldung.');
  await screenshot(page, 'house-style-new-rule');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();

  await page.goto('/text-redact');
  await page.getByLabel('Text', { exact: true }).fill(TEXT);
  await page.getByRole('button', { name: 'Text prüfen' }).click();
  await expect(page.getByRole('button', { name: /„Zeitungsente“ → „Falschmeldung“ übernehmen/ })).toBeVisible();
  await expect(page.getByText(`Hausstil: ${TITLE} – ${EXPLANATION}`)).toBeVisible();
  await screenshot(page, 'house-style-redact');
});

test.describe('the other tenant', () => {
  test.use({ storageState: authFile(partnerUser) });

  test('does not get the rule', async ({ page }) => {
    await page.goto('/text-redact');
    await page.getByLabel('Text', { exact: true }).fill(TEXT);
    await page.getByRole('button', { name: 'Text prüfen' }).click();
    await expect(page.getByText(/gab es nichts zu ändern|Änderung/).first()).toBeVisible();
    await expect(page.getByText(`Hausstil: ${TITLE}`)).toHaveCount(0);
    await page.goto('/house-style');
    await expect(page.getByRole('heading', { level: 3, name: TITLE })).toHaveCount(0);
  });
});

test('staff read the rules without edit controls; the editor removes the rule again', async ({ page }) => {
  await admin('revoke', groupUser.email, 'style-editor');
  await page.goto('/house-style');
  await expect(page.getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neue Regel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `${TITLE} löschen` })).toHaveCount(0);

  await admin('grant', groupUser.email, 'style-editor');
  await page.reload();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `${TITLE} löschen` }).click();
  await expect(page.getByRole('heading', { level: 3, name: TITLE })).toHaveCount(0);
});
