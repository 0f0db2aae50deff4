/**
 * A developer's preview on the running stack: mfe-seo from its webpack dev server (`npm run preview`, port 4002) inside
 * the real portal, in this tab only, after the developer confirmed it, with the banner and the way
 * back. Cancelled, nothing comes from the dev server. Staff are refused by the gateway; an origin off
 * the list is refused by the gateway, and the CSP blocks it anyway (`npm start` lists localhost).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { allowCspViolation, expect, test, type Page } from './fixtures';
import { messageFor } from 'portal-contract';
import { screenshot } from './stack';
import { authFile, groupUser, partnerUser } from './users';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '..', '..');
// localhost like the portal: the dev server refuses scripts to another site (127.0.0.1 is one).
const DEV = 'http://localhost:4002';
const admin = (...args: string[]) =>
  run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { ...process.env, CI: process.env.CI ?? '' } });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let devServer: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // `npm run preview -w mfe-seo`: the dev server with a production build (React's production build,
  // no eval), which is what runs inside the production portal.
  devServer = spawn('npx', ['webpack-cli', 'serve', '--mode', 'production', '--port', '4002'], {
    cwd: resolve(ROOT, 'mfe-seo'),
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 1500; i += 1) {
    const ready = await fetch('http://127.0.0.1:4002/mf-manifest.json').then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  await admin('grant', groupUser.email, 'developer');
});

test.afterAll(async () => {
  await admin('revoke', groupUser.email, 'developer').catch(() => undefined);
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
});

/** The origins mfe-seo's remoteEntry.js was loaded from while `open` ran. */
async function seoEntriesDuring(page: Page, open: () => Promise<unknown>): Promise<string[]> {
  const origins: string[] = [];
  const listener = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/remoteEntry.js') && ['3002', '4002'].includes(url.port)) origins.push(url.origin);
  };
  page.on('request', listener);
  await open();
  await expect(page.getByRole('heading', { level: 1, name: 'SEO Self Made' })).toBeVisible();
  await expect(page.getByLabel('Fokus-Keyword')).toBeVisible();
  page.off('request', listener);
  return origins;
}

/** The question after the gateway's yes: it names remote and origin, and nothing has loaded yet. */
async function confirmation(page: Page) {
  const dialog = page.getByRole('alertdialog', { name: messageFor('preview-confirm-title') });
  await expect(dialog).toContainText(messageFor('preview-confirm', { remote: 'mfe-seo', origin: DEV }));
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  return dialog;
}

test('a developer sees mfe-seo from its dev server inside the portal, after confirming, with the banner and one click back', async ({
  page,
}) => {
  const origins = await seoEntriesDuring(page, async () => {
    await page.goto(`/seo-self-made?vorschau=mfe-seo@${DEV}`);
    const dialog = await confirmation(page);
    await screenshot(page, 'preview-confirm');
    await dialog.getByRole('button', { name: 'Vorschau laden' }).click();
  });
  expect(origins).toEqual([DEV]);
  const banner = page.getByRole('region', { name: 'Vorschau' });
  await expect(banner).toContainText(`Vorschau: mfe-seo von ${DEV}`);
  // The address no longer carries the request; the tab keeps it across reloads, confirmed.
  expect(new URL(page.url()).search).toBe('');
  await screenshot(page, 'preview');
  // A reload (the dev server's live reload) does not ask again: the banner comes without the question.
  await page.reload();
  await expect(banner).toContainText(`Vorschau: mfe-seo von ${DEV}`);
  await expect(page.getByLabel('Fokus-Keyword')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  const back = await seoEntriesDuring(page, () => banner.getByRole('button', { name: 'Vorschau beenden' }).click());
  expect(back).toEqual(['http://localhost:3002']);
  await expect(page.getByRole('region', { name: 'Vorschau' })).toHaveCount(0);
});

test('cancelled, the released version loads and nothing comes from the dev server', async ({ page }) => {
  const origins = await seoEntriesDuring(page, async () => {
    await page.goto(`/seo-self-made?vorschau=mfe-seo@${DEV}`);
    await (await confirmation(page)).getByRole('button', { name: 'Abbrechen' }).click();
  });
  expect(origins).toEqual(['http://localhost:3002']);
  await expect(page.getByRole('region', { name: 'Vorschau' })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('ki-portal:vorschau'))).toBeNull();
});

test('an origin off the list is refused by the gateway, and the CSP would block it anyway', async ({ page }) => {
  const origins = await seoEntriesDuring(page, () => page.goto('/seo-self-made?vorschau=mfe-seo@http://vorschau.example:4002'));
  expect(origins).toEqual(['http://localhost:3002']);
  await expect(page.getByText(messageFor('preview-refused', { reason: messageFor('preview-origin-not-allowed') }))).toBeVisible();

  // The script added below is blocked on purpose; any other violation still fails the test.
  allowCspViolation('script-src-elem http://vorschau.example:4002');
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((done) => {
        document.addEventListener('securitypolicyviolation', (event) => done(`${event.effectiveDirective} ${event.blockedURI}`), {
          once: true,
        });
        const script = document.createElement('script');
        script.src = 'http://vorschau.example:4002/remoteEntry.js';
        document.head.append(script);
      }),
  );
  expect(blocked).toMatch(/^script-src-elem http:\/\/vorschau\.example:4002/);
});

test.describe('staff', () => {
  test.use({ storageState: authFile(partnerUser) });

  test('cannot load a preview: the released version and a note', async ({ page }) => {
    const origins = await seoEntriesDuring(page, () => page.goto(`/seo-self-made?vorschau=mfe-seo@${DEV}`));
    expect(origins).toEqual(['http://localhost:3002']);
    await expect(page.getByText(messageFor('preview-refused', { reason: messageFor('role-missing') }))).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vorschau' })).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
