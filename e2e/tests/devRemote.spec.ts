/**
 * A feature team works on one remote beside the running portal, exactly as the README says:
 * `npm run dev -w mfe-seo` takes over mfe-seo's port from `npm start`. The harness at
 * http://localhost:3002 signs in against the stack's gateway and emulator; an edit of a page shows
 * without a reload by hand, in the harness and in the portal on :3000 (which loads mfe-seo from the
 * dev server); once the dev server stops, the stack serves the built remote again by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './fixtures';
import { screenshot, startService } from './stack';
import { groupUser, login } from './users';

const ROOT = resolve(__dirname, '..', '..');
const DEV = 'http://localhost:3002';
const PAGE_FILE = resolve(ROOT, 'mfe-seo', 'src', 'pages', 'SeoSelfMade.tsx');
const LABEL = 'submitLabel="Prüfen"';
const PROBE = 'Live-Reload-Probe';

test.describe.configure({ timeout: 300_000 });

/** What answers on :3002: the stack's static site has /healthz, the dev server serves its unhashed main.js. */
const get = (path: string) =>
  fetch(`http://127.0.0.1:3002${path}`, { signal: AbortSignal.timeout(5_000) }).then(
    async (response) => ({ status: response.status, text: await response.text() }),
    () => null,
  );
const staticSiteAnswers = async () => (await get('/healthz'))?.text === 'ok';
const devServerAnswers = async () => (await get('/main.js'))?.status === 200;

let devServer: ChildProcess | undefined;
let output = '';
let original: { text: string; edited: string; atime: Date; mtime: Date } | undefined;

function startDevServer(): ChildProcess {
  // Its own process group, so that stopping it reaches npm, the dev command and webpack alike.
  const child = spawn('npm', ['run', 'dev', '-w', 'mfe-seo'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return child;
}

async function stopDevServer(): Promise<void> {
  const child = devServer;
  devServer = undefined;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  // 'close': npm has ended and so has everything writing to its pipes (the dev command's last words).
  const closed = once(child, 'close');
  process.kill(-child.pid, 'SIGTERM');
  await closed;
}

/**
 * Puts the page back as it was, its time too: `npm start` must not take mfe-seo for changed and
 * rebuild it. Someone who saved the file meanwhile keeps their version, only without the probe.
 */
function restorePage(): void {
  if (!original) return;
  const { text, edited, atime, mtime } = original;
  original = undefined;
  const now = readFileSync(PAGE_FILE, 'utf8');
  if (now === edited) {
    writeFileSync(PAGE_FILE, text);
    utimesSync(PAGE_FILE, atime, mtime);
  } else if (now.includes(PROBE)) {
    writeFileSync(PAGE_FILE, now.replace(new RegExp(`submitLabel="Prüfen \\(${PROBE} \\d+\\)"`), LABEL));
  }
}

test.afterEach(async () => {
  restorePage();
  await stopDevServer();
  await test.info().attach('npm run dev -w mfe-seo', { body: output, contentType: 'text/plain' });
  // Whatever failed: the stack's mfe-seo runs again for the tests after this one.
  if (!(await staticSiteAnswers())) await startService('mfe-seo', 3002).catch(() => undefined);
});

test('npm run dev -w mfe-seo takes over its slot of the running portal, reloads on an edit, and gives the slot back', async ({ page }) => {
  expect(await staticSiteAnswers()).toBe(true);
  devServer = startDevServer();
  await expect
    .poll(async () => (devServer?.exitCode !== null ? 'exited' : await devServerAnswers()), { timeout: 180_000, intervals: [500] })
    .toBe(true);
  expect(output).toContain(`Dev-Server statt der gebauten Seite auf ${DEV}`);

  // The harness, signed in against the stack (the gateway's CORS knows this origin).
  const harness = await page.context().newPage();
  await harness.goto(`${DEV}/seo-self-made`);
  const fokus = (where: typeof page) => where.getByLabel('Fokus-Keyword');
  // A rebuild right after the first one (a file saved meanwhile) reloads the page, maybe mid-login.
  const password = harness.getByLabel('Passwort', { exact: true });
  await expect(async () => {
    await expect(fokus(harness).or(password)).toBeVisible({ timeout: 30_000 });
    if (await password.isVisible()) await login(harness, groupUser.email, groupUser.password);
    await expect(fokus(harness)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  // The portal loads mfe-seo from the dev server now.
  await page.goto('/seo-self-made');
  await expect(fokus(page)).toBeVisible();

  const stat = statSync(PAGE_FILE);
  const text = readFileSync(PAGE_FILE, 'utf8');
  expect(text).toContain(LABEL);
  const marker = `Prüfen (${PROBE} ${Date.now()})`;
  original = { text, edited: text.replace(LABEL, `submitLabel="${marker}"`), atime: stat.atime, mtime: stat.mtime };
  writeFileSync(PAGE_FILE, original.edited);

  // No reload by hand: the dev server's socket reloads both pages once the build is done.
  await expect(harness.getByRole('button', { name: marker })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole('button', { name: marker })).toBeVisible({ timeout: 30_000 });
  await harness.getByRole('button', { name: marker }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: marker }).scrollIntoViewIfNeeded();
  await screenshot(harness, 'dev-remote-harness');
  await screenshot(page, 'dev-remote-portal');
  restorePage();
  await expect(harness.getByRole('button', { name: 'Prüfen', exact: true })).toBeVisible({ timeout: 120_000 });

  await stopDevServer();
  expect(output).toContain('Dev-Server beendet');
  await expect.poll(staticSiteAnswers, { timeout: 30_000, intervals: [250] }).toBe(true);
  const pids = JSON.parse(readFileSync(resolve(ROOT, '.data', 'run', 'pids.json'), 'utf8')) as Record<string, number>;
  // The stack started it again (and knows its pid for `stopService`).
  expect(() => process.kill(Number(pids['mfe-seo']), 0)).not.toThrow();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Prüfen', exact: true })).toBeVisible();
});
