/**
 * Realtime on the `npm start` stack (soketi): announcements reach every open tab, an import
 * refreshes an open dashboards page, a long job reports its progress, the portal keeps working while
 * the realtime server is down, and each tab keeps exactly one WebSocket.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { screenshot, startService, stopService } from './stack';
import { authFile, groupUser, login, loginFromHome } from './users';

const ROOT = resolve(__dirname, '..', '..');
const SOKETI_PORT = 6001;

function npm(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', ...args], { cwd: ROOT, encoding: 'utf8' });
}

const announce = (message: string) => npm('announce', '--', message);

/**
 * Starts `npm run announce` and resolves with the time the command reported the message sent, so a
 * test measures delivery, not how long the command takes to start or to note the audit entry.
 */
function announceTimed(message: string): { sent: Promise<number>; done: Promise<number | null> } {
  const child = spawn('npm', ['run', '--silent', 'announce', '--', message], { cwd: ROOT });
  const sent = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('Meldung gesendet')) resolve(Date.now());
    });
    child.once('exit', () => reject(new Error('npm run announce ended without sending')));
  });
  const done = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { sent, done };
}

/** Counts the WebSockets a page opens to the realtime server. */
function countRealtimeSockets(page: Page): () => number {
  let count = 0;
  page.on('websocket', (socket) => {
    if (socket.url().includes(`:${SOKETI_PORT}/`)) count += 1;
  });
  return () => count;
}

test('an announcement appears in every open tab within a second and can be dismissed', async ({ browser }) => {
  const tabs = await Promise.all(
    [0, 1].map(async () => {
      const context = await browser.newContext({ storageState: authFile(groupUser), locale: 'de-DE' });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
      return page;
    }),
  );
  // Both clients are subscribed once their connection is up; give the subscription a moment.
  await tabs[0]!.waitForTimeout(1000);
  const message = `Testankündigung ${Date.now()}: Das Redaktionssystem wird um 18 Uhr neu gestartet.`;
  const command = announceTimed(message);
  const sent = await command.sent;
  for (const page of tabs) await expect(page.getByText(message)).toBeVisible({ timeout: 3000 });
  expect(Date.now() - sent).toBeLessThan(1000);
  expect(await command.done).toBe(0);
  await screenshot(tabs[1]!, 'announcement');

  await tabs[0]!.getByRole('button', { name: 'Hinweis schließen' }).click();
  await expect(tabs[0]!.getByText(message)).toBeHidden();
  await expect(tabs[1]!.getByText(message)).toBeVisible();
  await Promise.all(tabs.map((page) => page.context().close()));
});

test('an import refreshes an open dashboards page without a reload', async ({ page }) => {
  await page.goto('/dashboards');
  const title = `Live-Dashboard ${Date.now()}`;
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeHidden();

  const folder = mkdtempSync(join(tmpdir(), 'import-'));
  const file = join(folder, 'dashboards.csv');
  writeFileSync(
    file,
    `id,title,description,url,position\ne2e-live,${title},Für den Realtime-Test.,https://bi.sv-gruppe.de/dashboards/live,99\n`,
  );
  npm('import:dashboards', '--', 'dashboards', file);

  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 5000 });
});

test('a long Text-To-Speech job shows live progress', async ({ page }) => {
  await page.goto('/text-speech');
  const sentence = 'Die Stadtwerke bauen das Fernwärmenetz im Münchner Norden weiter aus. ';
  await page.getByLabel('Text', { exact: true }).fill(sentence.repeat(40).slice(0, 2900));
  await page.getByRole('button', { name: 'Vorlesen lassen', exact: true }).click();
  await expect(page.getByText(/\d+ %/).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('audio')).toHaveAttribute('src', /^blob:/, { timeout: 30_000 });
});

test('with the realtime server down the portal works, and the client reconnects when it is back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  await stopService('realtime', SOKETI_PORT);
  try {
    await page.goto('/summarize');
    await page.getByLabel('Text', { exact: true }).fill('Der Stadtrat hat den Haushalt beschlossen. Er tritt im Januar in Kraft.');
    await page.getByRole('button', { name: 'Zusammenfassen', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Zusammenfassung' })).toContainText('Haushalt');
  } finally {
    await startService('realtime', SOKETI_PORT);
  }
  // pusher-js retries with backoff; once it is back, announcements arrive again.
  const message = `Wieder verbunden ${Date.now()}`;
  await expect(async () => {
    announce(message);
    await expect(page.getByText(message).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 45_000 });
});

test('exactly one WebSocket per tab across navigation and logout/login', async ({ browser }) => {
  // Signed out: contexts made in a test inherit the project's stored sign-in otherwise.
  const context = await browser.newContext({ locale: 'de-DE', storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const sockets = countRealtimeSockets(page);
  await loginFromHome(page, groupUser);
  for (const name of ['Dashboards', 'Workday FAQ']) {
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  // Out and in again inside the app, as staff do (a page load starts the tab's JavaScript anew).
  await page.getByRole('link', { name: 'Mein Konto' }).click();
  await page.getByRole('link', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await login(page, groupUser.email, groupUser.password);
  await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(sockets()).toBe(1);
  await context.close();
});
