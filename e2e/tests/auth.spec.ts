import { expect, test } from './fixtures';
import { screenshot } from './stack';
import { groupUser, login, openConfirmationLink, partnerUser, signedOut, signUpConfirmed, signUpNewUser, authFile } from './users';

const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const uniqueEmail = (domain: string) => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@${domain}`;

test.describe('signed out', () => {
  test.use({ storageState: signedOut });

  test('the portal asks for sign-in and returns to the requested page afterwards', async ({ page }) => {
    await page.goto('/seo-living-docs');
    await expect(page).toHaveURL('/login');
    await expect(page).toHaveTitle('KI-Portal | Anmelden');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
    await screenshot(page, 'login');
    await login(page, groupUser.email, groupUser.password);
    await expect(page).toHaveURL('/seo-living-docs');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO LivingDocs' })).toBeVisible();
  });

  test('a wrong password gets the catalogue message', async ({ page }) => {
    await page.goto('/login');
    await login(page, groupUser.email, 'falsches-passwort');
    await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
    await login(page, 'niemand@sv-gruppe.de', 'egal-egal');
    await expect(page.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
  });

  test('sign-up is refused for a foreign domain and works for sv-gruppe.de', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page).toHaveTitle('KI-Portal | Registrieren');
    await page.getByLabel('Name').fill('Erika Extern');
    await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('example.com'));
    await page.getByLabel('Passwort (mindestens 6 Zeichen)').fill('geheim-123');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByRole('alert')).toHaveText('Mit E-Mail-Adressen dieser Domain ist keine Registrierung möglich.');

    await page.getByLabel('Passwort (mindestens 6 Zeichen)').fill('kurz');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByText('Das Passwort muss mindestens 6 Zeichen lang sein.')).toBeVisible();

    const email = uniqueEmail('sv-gruppe.de');
    await signUpConfirmed(page, email, 'Nina Neu');
  });

  test("signing up someone else's group address gives nothing until the link in that mailbox is opened", async ({ page }) => {
    // E.g. the editor-in-chief's address, signed up by someone without access to the mailbox.
    const email = uniqueEmail('sv-gruppe.de');
    await signUpNewUser(page, email, 'Chefin Fremd');
    await expect(page).toHaveTitle('KI-Portal | E-Mail-Adresse bestätigen');
    await expect(page.getByRole('status').first()).toHaveText(
      'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir einen Link geschickt.',
    );
    await expect(page.getByRole('button', { name: /Link erneut senden \(in \d+ s\)/ })).toBeDisabled();
    await screenshot(page, 'verify-email');

    // Any page asked for leads back here: the gateway refuses the session (403 email-not-verified).
    const session = page.waitForResponse((response) => response.url().endsWith('/v1/me') && response.request().method() === 'GET');
    await page.goto('/summarize');
    expect((await session).status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ich habe bestätigt' }).click();
    await expect(page.getByRole('alert')).toContainText('Deine E-Mail-Adresse ist noch nicht bestätigt.');

    // The owner opens the link: „Ich habe bestätigt“ continues to the page asked for, no second login.
    await openConfirmationLink(email);
    await page.getByRole('button', { name: 'Ich habe bestätigt' }).click();
    await expect(page).toHaveURL('/summarize');
    await expect(page.getByRole('heading', { level: 1, name: 'Text zusammenfassen' })).toBeVisible();
  });

  test('"Passwort vergessen?" sends the reset mail', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse').fill(partnerUser.email);
    await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zurücksetzen des Passworts' })).toBeVisible();
    const codes = (await (await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/demo-ki-portal/oobCodes`)).json()) as {
      oobCodes: { email: string; requestType: string }[];
    };
    expect(codes.oobCodes).toContainEqual(expect.objectContaining({ email: partnerUser.email, requestType: 'PASSWORD_RESET' }));
  });
});

test.describe('group user', () => {
  test('home greets by name; /login goes home; the group-only tool is open', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: `Willkommen, ${groupUser.displayName}!` })).toBeVisible();
    await page.getByRole('tab', { name: 'Sonstiges' }).click();
    await expect(page.getByRole('link', { name: 'Zur Funktion: Keyword Extraction' })).toBeVisible();
    await page.goto('/keyword-extraction');
    await expect(page.getByRole('heading', { level: 1, name: 'Keyword Extraction' })).toBeVisible();
  });

  test('Mein Konto shows the account', async ({ page }) => {
    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    for (const text of [groupUser.email, groupUser.displayName, 'SV-Gruppe', 'E-Mail und Passwort']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    // The avatar is generated in the page: no request leaves for an avatar service.
    await expect(page.locator('img[src^="data:image/svg+xml"]').first()).toBeVisible();
    await screenshot(page, 'account');
  });
});

test.describe('partner user', () => {
  test.use({ storageState: authFile(partnerUser) });

  test('is sent home from /keyword-extraction and sees no card or menu entry for it', async ({ page }) => {
    await page.goto('/keyword-extraction');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: `Willkommen, ${partnerUser.displayName}!` })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: '„Keyword Extraction“ ist nur für Mitarbeitende der SV-Gruppe' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Sonstiges' }).click();
    await expect(page.getByRole('link', { name: 'Zur Funktion: Link Shortener' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Keyword Extraction|Text-To-Speech/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sonstiges' }).click();
    await expect(page.getByRole('link', { name: 'Link Shortener', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Keyword Extraction', exact: true })).toHaveCount(0);
  });
});

test.describe('logout', () => {
  // A session of its own, so signing out does not end the saved one of the other tests.
  test.use({ storageState: signedOut });

  test('clears the session and shows the login', async ({ page }) => {
    await page.goto('/login');
    await login(page, partnerUser.email, partnerUser.password);
    await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
    await page.goto('/logout');
    await expect(page).toHaveURL('/login');
    await page.goto('/user');
    await expect(page).toHaveURL('/login');
    await page.reload();
    await expect(page).toHaveURL('/login');
  });
});
