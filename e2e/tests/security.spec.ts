/**
 * Security, measured in the browser: every origin of the local stack sends a CSP and the usual
 * security headers, the portal runs under its CSP without a single violation, and script strings
 * typed into any text input come back as text, never as markup that runs.
 */
import { expect, test, type Page } from './fixtures';
import { portalRoutes } from 'portal-contract';
import { screenshot } from './stack';
import { groupUser, signedOut } from './users';

const origins = [
  { name: 'shell', url: 'http://localhost:3000/' },
  { name: 'mfe-text', url: 'http://localhost:3001/mf-manifest.json' },
  { name: 'mfe-seo', url: 'http://localhost:3002/mf-manifest.json' },
  { name: 'mfe-misc', url: 'http://localhost:3003/mf-manifest.json' },
  { name: 'mfe-dashboards', url: 'http://localhost:3004/mf-manifest.json' },
  { name: 'gateway', url: 'http://localhost:8080/healthz' },
];

/** The CSP as a map of directive → values. */
function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

test.describe('security headers on every origin', () => {
  for (const origin of origins) {
    test(`${origin.name}`, async ({ request }) => {
      const response = await request.get(origin.url);
      expect(response.ok()).toBe(true);
      const headers = response.headers();
      const csp = parseCsp(headers['content-security-policy'] ?? '');
      expect(csp.size, 'Content-Security-Policy fehlt').toBeGreaterThan(0);
      // Scripts only from named sources: no inline script, no eval, no wildcard.
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const forbidden of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:'])
        expect(scripts).not.toContain(forbidden);
      // object-src falls back to default-src, as in the browser (the gateway's JSON: default-src 'none').
      expect(csp.get('object-src') ?? csp.get('default-src')).toEqual(["'none'"]);
      // Nobody may frame the portal: frame-ancestors in the CSP or X-Frame-Options.
      const frameAncestors = csp.get('frame-ancestors');
      if (frameAncestors) expect(frameAncestors.every((value) => value === "'none'" || value === "'self'")).toBe(true);
      else expect(headers['x-frame-options']).toMatch(/^(DENY|SAMEORIGIN)$/i);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    });
  }

  test("the shell's own pages and config answer with the same headers", async ({ request }) => {
    for (const path of ['/login', '/gibt-es-nicht', '/portal.config.json']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("object-src 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });
});

/** Collects CSP violations: the DOM event the browser fires, and its console error. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => found.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

test.describe('the portal runs under its CSP', () => {
  test.describe('signed out', () => {
    test.use({ storageState: signedOut });
    test('sign-in, sign-up and signing in', async ({ page }) => {
      const violations = await watchCsp(page);
      await page.goto('/sign-up');
      await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
      await page.goto('/login');
      await page.getByLabel('E-Mail-Adresse').fill(groupUser.email);
      await page.getByLabel('Passwort', { exact: true }).fill(groupUser.password);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  });

  test('every signed-in route and the dashboards charts', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchCsp(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();
    // Navigate inside the app (one page load), as staff do; the CSP applies to the document.
    for (const route of portalRoutes.filter((r) => !r.guestOnly && r.path !== '/logout' && r.path !== '/')) {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Dashboards', exact: true }).click();
    await page.getByRole('tab', { name: 'Reichweite' }).click();
    await expect(page.locator('figure svg.recharts-surface').first()).toBeVisible();
    await page.goto('/summarize');
    await page.getByLabel('Text', { exact: true }).fill('Der Stadtrat hat den Haushalt beschlossen. Er tritt im Januar in Kraft.');
    await page.getByRole('button', { name: 'Zusammenfassen', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Zusammenfassung' })).toContainText('Haushalt');
    expect(await violations()).toEqual([]);
  });
});

const payloads = ['<img src=x onerror="window.__xss=1">', '<script>window.__xss=1</script>', '"><svg onload=window.__xss=1>'];
const payload = payloads.join(' ');
const inText = `Der Stadtrat hat den Haushalt beschlossen. ${payload} Er tritt im Januar in Kraft und bringt Geld für Schulen.`;

/** Records dialogs (alert, confirm) the page opens; none may open. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // No element the payloads would have created exists anywhere in the document.
  expect(await page.locator('img[src="x"], svg[onload], [onerror], [onload]').count()).toBe(0);
  expect(await page.evaluate(() => [...document.scripts].some((script) => script.textContent?.includes('__xss')))).toBe(false);
}

interface Form {
  path: string;
  /** Values for fields that need a particular shape; every other text field gets `inText`. */
  values?: Record<string, string>;
  submit: (page: Page) => Promise<void>;
  /** Waits until the page has answered (result or message). */
  settled: (page: Page) => Promise<void>;
  /** Where the page shows the input again: the payload must be there as literal text. */
  echo?: (page: Page) => ReturnType<Page['locator']>;
  /** What of the payload comes back unchanged, when the tool itself changes some of it. */
  echoed?: string[];
}

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();
/** The tool has answered: its result region or a catalogue message. */
const anAnswer = (page: Page) => {
  const main = page.getByRole('main');
  return expect(main.getByRole('region').or(main.getByRole('alert')).first()).toBeVisible({ timeout: 20_000 });
};
const region = (name: string | RegExp) => (page: Page) => page.getByRole('main').getByRole('region', { name });

const scriptUrl = `https://www.sv-gruppe.de/suche?q=${payload}`;

const forms: Form[] = [
  { path: '/summarize', submit: button('Zusammenfassen'), settled: anAnswer, echo: region('Zusammenfassung') },
  {
    path: '/text-redact',
    submit: button('Text prüfen'),
    // The script strings are no German: „korrigieren“ leaves them as they are and says so (nothing to
    // show as a diff); that nothing ran is checked below all the same.
    settled: (page) => expect(page.getByText(/nicht auf Deutsch/).first()).toBeVisible(),
  },
  // Without a provider the form cannot be sent; the payloads sit in the field, harmless, beside the notice.
  {
    path: '/text-translation',
    submit: (page) => expect(page.getByRole('button', { name: 'Übersetzen', exact: true })).toBeDisabled(),
    settled: (page) => expect(page.getByText(/noch keinen KI-Anbieter/)).toBeVisible(),
  },
  { path: '/press-release', submit: button('Artikel erstellen'), settled: anAnswer },
  // Source and text both hold the payloads; the check answers about them as text.
  { path: '/source-check', submit: button('Prüfen'), settled: (page) => expect(page.getByTestId('source-check')).toBeVisible() },
  { path: '/seo-living-docs', submit: button('SEO-Vorschläge erstellen'), settled: anAnswer },
  { path: '/seo-self-made', submit: button('Prüfen'), settled: (page) => expect(page.getByText(/Punktzahl \d+ von 100/)).toBeVisible() },
  {
    path: '/top-ten',
    submit: button('Liste erstellen'),
    settled: anAnswer,
    // The topic comes back in the list's heading, the source text in its points.
    echo: region(/^Top 10: /),
  },
  { path: '/social-media', submit: button('Posts erstellen'), settled: anAnswer },
  { path: '/keyword-extraction', submit: button('Keywords finden'), settled: anAnswer },
  {
    path: '/text-speech',
    submit: button('Vorlesen lassen'),
    settled: (page) => expect(page.locator('audio')).toHaveAttribute('src', /^blob:/, { timeout: 30_000 }),
  },
  {
    path: '/short-link',
    values: { 'Lange Adresse': scriptUrl, 'Eigenes Kürzel': `xss-${Date.now()}` },
    submit: button('Kurzlink erstellen'),
    settled: (page) => expect(page.getByRole('img', { name: /^QR-Code für / })).toBeVisible(),
    echo: (page) => page.getByRole('table').getByRole('row').filter({ hasText: 'xss-' }).first(),
    // A URL is stored normalised: the payload comes back percent-encoded, as text.
    echoed: [new URL(scriptUrl).href],
  },
  {
    path: '/workday-faq',
    submit: (page) => page.getByLabel('Deine Frage').press('Enter'),
    settled: (page) =>
      expect(
        page
          .getByRole('main')
          .getByText('Quellen')
          .or(page.getByRole('main').getByText(/Workday-FAQ/))
          .first(),
      ).toBeVisible(),
    echo: (page) => page.locator('main'),
  },
  {
    path: '/feedback',
    submit: button('Feedback senden'),
    settled: (page) => expect(page.getByRole('status').filter({ hasText: 'Danke für dein Feedback!' })).toBeVisible(),
  },
];

test.describe('script strings in text inputs stay text', () => {
  for (const form of forms) {
    test(form.path, async ({ page }) => {
      const dialogs = watchDialogs(page);
      await page.goto(form.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
      const fields = page.getByRole('main').getByRole('textbox');
      await expect(fields.first()).toBeVisible();
      for (const field of await fields.all()) {
        const label = await field.evaluate((element) => (element as HTMLInputElement).labels?.[0]?.textContent ?? '');
        const value = Object.entries(form.values ?? {}).find(([name]) => label.startsWith(name))?.[1] ?? inText;
        await field.fill(value);
      }
      await form.submit(page);
      await form.settled(page);
      await expectNothingRan(page, dialogs);
      if (form.echo) {
        for (const text of form.echoed ?? payloads) await expect(form.echo(page)).toContainText(text);
      }
    });
  }

  test('the SEO editor and its search preview show an edited title as text', async ({ page }) => {
    const dialogs = watchDialogs(page);
    await page.goto('/seo-living-docs');
    await page.getByLabel('Artikeltext').fill(inText);
    await page.getByRole('button', { name: 'SEO-Vorschläge erstellen', exact: true }).click();
    const title = page.getByLabel('SEO-Titel', { exact: true });
    await expect(title).not.toHaveValue('');
    await title.fill(payloads[0]!);
    await page.getByLabel('Beschreibung (Meta-Description)', { exact: true }).fill(payloads[2]!);
    await expect(page.getByTestId('preview-title')).toHaveText(payloads[0]!);
    await expect(page.getByRole('region', { name: 'Vorschau im Suchergebnis' })).toContainText(payloads[2]!);
    await expectNothingRan(page, dialogs);
    await screenshot(page, 'xss-seo-preview');
  });

  test.describe('signed out', () => {
    test.use({ storageState: signedOut });
    test('sign-in and sign-up fields', async ({ page }) => {
      const dialogs = watchDialogs(page);
      await page.goto('/login');
      await page.getByLabel('E-Mail-Adresse').fill(payloads[2]!);
      await page.getByLabel('Passwort', { exact: true }).fill(payloads[1]!);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await expect(page.getByText('Die eingegebene E-Mail-Adresse ist ungültig.').first()).toBeVisible();
      await expectNothingRan(page, dialogs);

      await page.goto('/sign-up');
      await page.getByLabel('Name').fill(payloads[0]!);
      await page.getByLabel('E-Mail-Adresse').fill('xss-test@example.com');
      await page.getByLabel(/^Passwort/).fill('geheim-genug');
      await page.getByRole('button', { name: 'Konto anlegen' }).click();
      await expect(page.getByRole('alert')).toContainText('Mit E-Mail-Adressen dieser Domain ist keine Registrierung möglich.');
      await expectNothingRan(page, dialogs);
    });
  });
});
