/**
 * Reliability on the `npm start` stack: each remote down leaves only its own pages with the catalogue
 * message and a retry (the rest of the portal works, retry recovers once it is back); the gateway down
 * gives a clear German message instead of a blank, keeps what the user typed, and the same action works
 * again after the restart. Realtime down is covered in realtime.spec.ts.
 */
import { expect, test, type Page } from './fixtures';
import { messages } from 'portal-contract';
import { screenshot, startService, stopService } from './stack';

const GATEWAY_PORT = 8080;

interface RemoteCase {
  name: string;
  port: number;
  /** One of its pages, reached through the nav as staff would. */
  page: { path: string; title: string; menu?: string };
  /** Something only the loaded page shows. */
  loaded: (page: Page) => ReturnType<Page['getByText']>;
  /** A page of another remote that must keep working meanwhile. */
  other: { path: string; title: string };
}

const remotes: RemoteCase[] = [
  {
    name: 'mfe-text',
    port: 3001,
    page: { path: '/summarize', title: 'Text zusammenfassen', menu: 'Textverarbeitung' },
    loaded: (page) => page.getByLabel('Text', { exact: true }),
    other: { path: '/short-link', title: 'Link Shortener' },
  },
  {
    name: 'mfe-seo',
    port: 3002,
    page: { path: '/seo-self-made', title: 'SEO Self Made', menu: 'SEO' },
    loaded: (page) => page.getByText('Gib Titel, Beschreibung, Text und Fokus-Keyword ein.', { exact: false }),
    other: { path: '/summarize', title: 'Text zusammenfassen' },
  },
  {
    name: 'mfe-misc',
    port: 3003,
    page: { path: '/short-link', title: 'Link Shortener', menu: 'Sonstiges' },
    loaded: (page) => page.getByLabel('Lange Adresse'),
    other: { path: '/dashboards', title: 'Dashboards' },
  },
  {
    name: 'mfe-dashboards',
    port: 3004,
    page: { path: '/dashboards', title: 'Dashboards' },
    loaded: (page) => page.getByRole('tab', { name: 'Übersicht' }),
    other: { path: '/seo-self-made', title: 'SEO Self Made' },
  },
];

/** Opens a page through the nav bar (a dropdown when it is in one), as staff do. */
async function openFromNav(page: Page, target: { title: string; menu?: string }): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  if (target.menu) await nav.getByRole('button', { name: target.menu }).click();
  await nav.getByRole('link', { name: target.title, exact: true }).click();
}

test.describe('a remote down', () => {
  for (const remote of remotes) {
    test(`${remote.name}: its page offers a retry while the rest of the portal works`, async ({ page }) => {
      await stopService(remote.name, remote.port);
      try {
        await page.goto(remote.page.path);
        await expect(page).toHaveTitle(`KI-Portal | ${remote.page.title}`);
        await expect(page.getByRole('heading', { level: 1, name: remote.page.title })).toBeVisible();
        await expect(page.getByRole('alert')).toContainText(messages['remote-unavailable']);
        await screenshot(page, `remote-down-${remote.name}`);

        // Another remote, the nav and home are unaffected.
        await page.goto(remote.other.path);
        await expect(page.getByRole('heading', { level: 1, name: remote.other.title })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await page.getByRole('link', { name: 'KI-Portal' }).click();
        await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();

        await openFromNav(page, remote.page);
        const retry = page.getByRole('button', { name: 'Erneut versuchen' });
        await expect(retry).toBeVisible();
        // Retry while still down fails again, visibly.
        await retry.click();
        await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      } finally {
        await startService(remote.name, remote.port);
      }
      await page.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(remote.loaded(page)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

test.describe('the gateway down', () => {
  test('a tool says so in German, keeps the typed text, and works again after the restart', async ({ page }) => {
    const text = 'Der Stadtrat hat am Dienstag den Haushalt für 2027 beschlossen. Er tritt im Januar in Kraft.';
    await page.goto('/summarize');
    const field = page.getByLabel('Text', { exact: true });
    await expect(field).toBeVisible();
    await stopService('gateway', GATEWAY_PORT);
    try {
      await field.fill(text);
      await page.getByRole('button', { name: 'Zusammenfassen', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(messages.offline);
      await expect(field).toHaveValue(text);
      await screenshot(page, 'gateway-down-tool');
    } finally {
      await startService('gateway', GATEWAY_PORT);
    }
    await page.getByRole('button', { name: 'Zusammenfassen', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Zusammenfassung' })).toContainText('Haushalt');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('home and the dashboards show a message, not a blank page, and come back by themselves', async ({ page }) => {
    await stopService('gateway', GATEWAY_PORT);
    try {
      await page.goto('/');
      // Signed in with Firebase, so no login form (a second sign-in could not help): a wait note instead.
      await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(messages.offline);
      await expect(page.getByText(messages.reconnecting)).toBeVisible();
      await expect(page.getByLabel('Passwort')).toHaveCount(0);
      await screenshot(page, 'gateway-down-home');

      await page.goto('/dashboards');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(messages.offline);
      await screenshot(page, 'gateway-down-dashboards');
    } finally {
      await startService('gateway', GATEWAY_PORT);
    }
    // The session is confirmed again without a second sign-in, and the page asked for opens.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL('/dashboards');
    await expect(page.locator('dt', { hasText: 'Visits' }).locator('xpath=following-sibling::dd[1]')).toHaveText(/\d/);
  });
});
