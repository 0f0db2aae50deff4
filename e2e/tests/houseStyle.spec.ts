/**
 * The house style on the running stack (issue 17's first check): a style editor adds a term rule on
 * the page, the next „Text redigieren“ run of the tenant shows that change with the rule's
 * explanation, and a user of the other tenant does not get it; staff see the rules without controls.
 * Then import (a bad file changes nothing), a rule's history, a desk's own rules in a tool, and the
 * counts of kept and rejected changes.
 */
import { execFile } from 'node:child_process';
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

const HEADER = 'Titel;Erklärung;Kategorie;Art;Suchen;Ersetzen;Ressort;Aktiv;Nur ganze Wörter;Beispiele mit Treffer;Beispiele ohne Treffer';
const SPORT_RULE = 'E2E Sport: Schiedsrichter';
const csvFile = (lines: string[]) => ({ name: 'regeln.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...lines].join('\r\n')) });
const ruleCount = async (page: import('@playwright/test').Page) =>
  Number(
    (
      await page
        .getByRole('status')
        .filter({ hasText: /von \d+ Regeln/ })
        .textContent()
    )?.match(/von (\d+) Regeln/)?.[1],
  );

test('an editor imports rules: a bad file changes nothing and names each bad row; a good one adds the rule with its history', async ({
  page,
}) => {
  await admin('grant', groupUser.email, 'style-editor');
  await page.goto('/house-style');
  await expect(page.getByRole('list', { name: 'Regeln des Hausstils' }).getByRole('listitem').first()).toBeVisible();
  const before = await ruleCount(page);
  const input = page.getByLabel(/Regeln importieren/);
  await input.setInputFiles(
    csvFile([
      `${SPORT_RULE};Nicht „Schiri“.;Stil;Begriff;Schiri;Schiedsrichter;Sport;ja;ja;Der Schiri pfiff.;Der Schiedsrichter pfiff.`,
      'Wetterregel;;Wetter;Begriff;Regen;Niederschlag;;ja;ja;Regen;Sonne',
    ]),
  );
  await expect(page.getByText(/Die Datei wurde nicht importiert, es hat sich nichts geändert/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fehler in der Datei' })).toContainText(
    'Zeile 3 („Wetterregel“): Die Kategorie „Wetter“ gibt es nicht',
  );
  await screenshot(page, 'house-style-import-refused');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Regeln des Hausstils' }).getByRole('listitem').first()).toBeVisible();
  expect(await ruleCount(page)).toBe(before);
  await expect(page.getByRole('heading', { level: 3, name: SPORT_RULE })).toHaveCount(0);

  await page
    .getByLabel(/Regeln importieren/)
    .setInputFiles(
      csvFile([`${SPORT_RULE};Nicht „Schiri“.;Stil;Begriff;Schiri;Schiedsrichter;Sport;ja;ja;Der Schiri pfiff.;Der Schiedsrichter pfiff.`]),
    );
  await expect(page.getByText('Import fertig. Neue Regeln: 1, geänderte: 0.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: SPORT_RULE })).toBeVisible();
  await page.getByRole('button', { name: `Verlauf von ${SPORT_RULE}` }).click();
  await expect(page.getByRole('list', { name: `Verlauf von ${SPORT_RULE}` })).toContainText(`importiert von ${groupUser.email}`);
});

test("a desk's rules apply when a tool names the desk", async ({ page }) => {
  const text = 'Der Schiri pfiff die Partie pünktlich ab. Danach feierten die Fans lange im Stadion.';
  await page.goto('/summarize');
  await page.getByLabel('Text', { exact: true }).fill(text);
  const desk = page.getByLabel('Ressort (Hausstil)');
  await expect(desk).toBeVisible();
  await desk.selectOption('Sport');
  await page.getByRole('button', { name: 'Zusammenfassen' }).click();
  await expect(page.getByText(/Schiedsrichter/).first()).toBeVisible();
  await expect(page.getByText(/Hausstil angewendet: 1 Änderung/)).toBeVisible();
  await screenshot(page, 'house-style-desk');
});

test('a rejected house-style change is counted for its rule when the text is taken', async ({ page }) => {
  await page.goto('/text-redact');
  await page.getByLabel('Text', { exact: true }).fill('Der Schiri pfiff ab.');
  await page.getByLabel('Ressort (Hausstil)').selectOption('Sport');
  await page.getByRole('button', { name: 'Text prüfen' }).click();
  await page.getByRole('button', { name: /„Schiri“ → „Schiedsrichter“ ablehnen/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als .txt herunterladen' }).click();
  await download;

  await page.goto('/house-style');
  await page.getByLabel('Suche').fill('Schiri');
  const rule = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: SPORT_RULE }) });
  await expect(rule).toContainText(/\d+× angewendet · 0\s% übernommen \(0 von 1 Entscheidungen\)/);
  await screenshot(page, 'house-style-counts');
  // Switching a rule off is a PUT from the browser (CORS must allow it).
  await rule.getByRole('button', { name: `${SPORT_RULE} ausschalten` }).click();
  await expect(page.getByRole('heading', { level: 3, name: `${SPORT_RULE} (ausgeschaltet)` })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await rule.getByRole('button', { name: `${SPORT_RULE} löschen` }).click();
  await expect(page.getByRole('heading', { level: 3, name: SPORT_RULE })).toHaveCount(0);
});
