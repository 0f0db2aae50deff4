import { resolve } from 'node:path';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { signedOut, signUpConfirmed } from './users';

const gapiStandIn = resolve(__dirname, '..', 'fixtures', 'gapi-stand-in.js');
const uniqueEmail = (domain: string) => `ms-${Date.now()}-${Math.floor(Math.random() * 1e6)}@${domain}`;

/** The machine is offline: Google's gapi loader is answered with a local stand-in of gapi.iframes. */
async function serveGapi(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ path: gapiStandIn, contentType: 'text/javascript; charset=utf-8' }),
  );
}

/** Completes the Auth emulator's Microsoft popup with a new identity. */
async function completeMicrosoftPopup(popup: Page, email: string, displayName: string): Promise<void> {
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(displayName);
  await popup.locator('#sign-in').click();
}

test.use({ storageState: signedOut });

test('Microsoft sign-in (popup) lets a user of the group domain in', async ({ page, context }) => {
  await serveGapi(context);
  await page.goto('/login');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Mit Microsoft anmelden' }).click();
  await completeMicrosoftPopup(await popup, uniqueEmail('sv-gruppe.de'), 'Mira Microsoft');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen, Mira Microsoft!' })).toBeVisible();
  await page.goto('/user');
  await expect(page.getByText('Microsoft', { exact: true })).toBeVisible();
});

test('Microsoft sign-in of a domain without tenant shows the registration error and signs out', async ({ page, context }) => {
  await serveGapi(context);
  await page.goto('/login');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Mit Microsoft anmelden' }).click();
  await completeMicrosoftPopup(await popup, uniqueEmail('fremd.example'), 'Fritz Fremd');
  await expect(page.getByRole('alert')).toHaveText('Bei der Registrierung ist ein Fehler aufgetreten.');
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('a signed-in user links a Microsoft account on Mein Konto', async ({ page, context }) => {
  await serveGapi(context);
  const email = uniqueEmail('sv-gruppe.de');
  await signUpConfirmed(page, email, 'Lena Link');

  await page.goto('/user');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Microsoft-Konto verknüpfen' }).click();
  await completeMicrosoftPopup(await popup, email, 'Lena Link');
  await expect(page.getByRole('status').filter({ hasText: 'Microsoft-Konto ist jetzt verknüpft' })).toBeVisible();
});
