/**
 * Paint before JavaScript (issue 19, item 2): the shell's build prerenders every page; the browser
 * shows it before any script has run and hydrates it without an error or a layout shift. Firebase's
 * code waits on the login page until someone uses the form, and a signed-in visitor of /login never
 * gets the login form.
 */
import { expect, test, type Page } from './fixtures';
import { FIRST_PAGE_MARK } from 'portal-contract/marks';
import { groupUser, login, signedOut } from './users';

/** Collects console errors and warnings (a hydration mismatch is reported there) and page errors. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Sums the layout shifts of the page from its start (as CLS does, without the session windows). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));

test.describe('without JavaScript', () => {
  test.use({ storageState: signedOut, javaScriptEnabled: false });

  test('the login form, the sign-up form and the frame of a tool page are already there', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('KI-Portal | Anmelden');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mit Microsoft anmelden' })).toBeVisible();
    // Before React runs it the form cannot be sent: the browser would put the password in the address.
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeDisabled();
    // Nor do the other buttons do anything yet: they say so instead of swallowing a press.
    await expect(page.getByRole('button', { name: 'Mit Microsoft anmelden' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Passwort vergessen?' })).toBeDisabled();
    await page.getByLabel('Passwort', { exact: true }).fill('geheim-123');
    const navigated = page.waitForEvent('framenavigated', { timeout: 2000 }).then(
      () => true,
      () => false,
    );
    await page.getByLabel('Passwort', { exact: true }).press('Enter');
    expect(await navigated, 'das Formular wurde abgeschickt').toBe(false);
    expect(page.url()).not.toContain('geheim');

    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();

    await page.goto('/summarize');
    await expect(page).toHaveTitle('KI-Portal | Text zusammenfassen');
    await expect(page.getByRole('link', { name: 'KI-Portal' })).toBeVisible();
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
  });
});

test.describe('signed out', () => {
  test.use({ storageState: signedOut });

  test('/login hydrates quietly, without a shift, and loads Firebase only when the form is used', async ({ page }) => {
    const problems = problemsOf(page);
    await watchLayoutShifts(page);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    // Looked at, not used: the page is its HTML, no script has been asked for yet.
    await page.waitForTimeout(1000);
    expect(scripts.size, 'kein Skript, solange niemand die Seite benutzt').toBe(0);
    // Left alone for a while, the page starts by itself (a password manager may have filled the form).
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    const beforeUse = scripts.size;
    expect(beforeUse).toBeGreaterThan(0);
    // The form is hydrated: a click on „Anmelden“ with empty fields shows the form's own messages.
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Die eingegebene E-Mail-Adresse ist ungültig.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.size, 'Firebase kommt erst mit der ersten Benutzung').toBeGreaterThan(beforeUse);

    await login(page, groupUser.email, groupUser.password);
    await expect(page.getByRole('heading', { level: 1, name: `Willkommen, ${groupUser.displayName}!` })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    expect(problems).toEqual([]);
  });

  test('/login asks for its scripts at the first use: a press on a still disabled button starts it', async ({ page }) => {
    await page.goto('/login', { waitUntil: 'networkidle' });
    const started = page.waitForRequest((request) => request.resourceType() === 'script', { timeout: 2000 });
    const microsoft = page.getByRole('button', { name: 'Mit Microsoft anmelden' });
    await expect(microsoft).toBeDisabled();
    const box = await microsoft.boundingBox();
    await page.mouse.click((box?.x ?? 0) + 4, (box?.y ?? 0) + 4);
    await started;
    await expect(microsoft).toBeEnabled();
  });

  test('a start-up script that fails to load: the page is loaded once more and works', async ({ page }) => {
    const aborted: string[] = [];
    // Content-hashed chunks (e.g. /470.f8be1b65.js); the first one asked for is dropped once.
    await page.route(/\/\d+\.[0-9a-f]{8}\.js$/, async (route) => {
      if (aborted.length > 0) return route.continue();
      aborted.push(route.request().url());
      return route.abort('connectionreset');
    });
    await page.goto('/login');
    // The first use asks for the scripts; after the reload the page starts once it has rested.
    await page.getByLabel('E-Mail-Adresse').focus();
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled({ timeout: 20_000 });
    expect(aborted).toHaveLength(1);
  });

  test('an unknown address gets the not-found page, rendered afresh over the prerendered home', async ({ page }) => {
    const problems = problemsOf(page);
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('signed in', () => {
  test('a tool page shows the frame, then the page, without a shift or an error', async ({ page }) => {
    const problems = problemsOf(page);
    await watchLayoutShifts(page);
    await page.goto('/summarize');
    await expect(page.getByRole('heading', { level: 1, name: 'Text zusammenfassen' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    expect(problems).toEqual([]);
  });

  test('the home page on a phone: the frame, then the page and its newsletter status, without a shift', async ({ page }) => {
    // Measured 0.19 before: the footer below the placeholder was pushed down the screen by the page,
    // and the newsletter status was taller than its spinner.
    await page.setViewportSize({ width: 412, height: 823 });
    const problems = problemsOf(page);
    await watchLayoutShifts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
    await expect(page.getByTestId('newsletter-status')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    expect(problems).toEqual([]);
  });

  test('the realtime client and the avatar load only once the first page is shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
    // The avatar is the last of them to arrive: an <img> in the account link.
    await expect(page.getByRole('link', { name: 'Mein Konto' }).locator('img')).toBeVisible();
    const { shownAt, extras } = await page.evaluate((markName) => {
      const [mark] = performance.getEntriesByName(markName);
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
      // Both are named chunks (shell/src/realtime/startRealtime.ts, shell/src/layout/NavBar.tsx).
      const extras = scripts.filter((entry) => /\/(pusher|avatar)\.[0-9a-f]+\.js$/.test(entry.name)).map((entry) => entry.startTime);
      return { shownAt: mark?.startTime ?? null, extras };
    }, FIRST_PAGE_MARK);
    expect(shownAt).not.toBeNull();
    expect(extras).toHaveLength(2);
    for (const startedAt of extras) expect(startedAt).toBeGreaterThan(shownAt!);
  });

  test('/login never shows the login form: the visitor is sent home before it paints', async ({ page }) => {
    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(new URL(response.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: `Willkommen, ${groupUser.displayName}!` })).toBeVisible();
    expect(page.url()).toMatch(/\/$/);
    // The login page's own document was replaced before its scripts ran: the home page was loaded as a page of its own.
    expect(documents).toEqual(['/login', '/']);
  });
});
