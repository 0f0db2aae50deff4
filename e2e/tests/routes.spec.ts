import { expect, test } from './fixtures';
import { notFoundTitle, portalRoutes } from 'portal-contract';
import { screenshot } from './stack';
import { signedOut } from './users';

test.describe('the sign-in pages', () => {
  test.use({ storageState: signedOut });
  for (const route of portalRoutes.filter((r) => r.guestOnly)) {
    test(`${route.path} shows its title`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(`KI-Portal | ${route.title}`);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
    });
  }
});

test.describe('every route of the portal', () => {
  for (const route of portalRoutes.filter((r) => !r.guestOnly)) {
    test(`${route.path} shows its title`, async ({ page }) => {
      await page.goto(route.path);
      if (route.path === '/logout') {
        // Logout clears the session and goes home, which then asks for sign-in.
        await expect(page).toHaveURL('/login');
        return;
      }
      await expect(page).toHaveTitle(route.title ? `KI-Portal | ${route.title}` : 'KI-Portal');
      const heading = route.path === '/' ? /Willkommen/ : route.title;
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('/chat opens the configured chat address', async ({ page }) => {
    // The machine is offline: the chat's site is answered here.
    await page.route('https://chat.sv-gruppe.de/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Chat</title><h1>Chat</h1>' }),
    );
    await page.goto('/chat');
    await expect(page).toHaveURL('https://chat.sv-gruppe.de/');
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  });

  test('an unknown address shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page).toHaveTitle(`KI-Portal | ${notFoundTitle}`);
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL('/');
  });

  test('home and a tool page look right', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Zur Funktion: Text zusammenfassen' })).toBeVisible();
    await screenshot(page, 'home');
    await page.getByRole('link', { name: 'Zur Funktion: Text zusammenfassen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Text zusammenfassen' })).toBeVisible();
    await screenshot(page, 'tool-page');
  });
});
