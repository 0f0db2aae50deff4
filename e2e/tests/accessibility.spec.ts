/**
 * Accessibility, measured: axe-core (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on
 * any route of docs/product.md, signed out and signed in, on a desktop and on a phone with the menu open;
 * the main paths work with the keyboard alone; every element reached with Tab shows where focus is.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { features, notFoundTitle, portalRoutes } from 'portal-contract';
import { expectAccessible, focusLook, textContrast, type FocusLook } from './a11y';
import { screenshot } from './stack';
import { article, pressRelease, textWithTypos } from './toolInputs';
import { groupUser, signedOut } from './users';

/** Waits until a page has its heading and no loading skeleton, so axe sees the finished page. */
async function ready(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
}

test.describe('axe, signed out', () => {
  test.use({ storageState: signedOut });

  for (const route of portalRoutes.filter((r) => r.guestOnly)) {
    test(`${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await ready(page, route.title);
      await expectAccessible(page, route.path);
    });
  }

  test('/login with field errors, a wrong password and the password-reset notice', async ({ page }) => {
    await page.goto('/login');
    await ready(page, 'Anmelden');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Die eingegebene E-Mail-Adresse ist ungültig.').first()).toBeVisible();
    await expectAccessible(page, '/login (Feldfehler)');

    await page.getByLabel('E-Mail-Adresse').fill(groupUser.email);
    await page.getByLabel('Passwort', { exact: true }).fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('E-Mail-Adresse oder Passwort ist falsch.');
    await expectAccessible(page, '/login (falsches Passwort)');

    await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zurücksetzen des Passworts' })).toBeVisible();
    await expectAccessible(page, '/login (Passwort zurücksetzen)');
  });

  test('/sign-up with field errors', async ({ page }) => {
    await page.goto('/sign-up');
    await ready(page, 'Registrieren');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByText('Die eingegebene E-Mail-Adresse ist ungültig.').first()).toBeVisible();
    await expectAccessible(page, '/sign-up (Feldfehler)');
  });
});

test.describe('axe, signed in', () => {
  for (const route of portalRoutes.filter((r) => !r.guestOnly && r.path !== '/logout')) {
    test(`${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await ready(page, route.path === '/' ? /Willkommen/ : route.title);
      if (route.path === '/') {
        // The newsletter card with its loaded state, not its spinner.
        await expect(page.getByTestId('newsletter-status')).toHaveText(/Aktiv|Inaktiv/);
      }
      await expectAccessible(page, route.path);
    });
  }

  test('/dashboards, every tab with its charts and tables', async ({ page }) => {
    await page.goto('/dashboards');
    await ready(page, 'Dashboards');
    for (const tab of ['Reichweite', 'Vermarktung', 'E-Paper', 'Top 30']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[role=tabpanel] table, [role=tabpanel] figure svg').first()).toBeVisible();
      await expectAccessible(page, `/dashboards (${tab})`);
    }
  });

  // Each tool with its result on screen: diff, editor, posts, tables, player, chat answer, list.
  const runs: { path: string; fill: Record<string, string>; submit?: string; result: (page: Page) => Locator }[] = [
    {
      path: '/summarize',
      fill: { Text: article },
      submit: 'Zusammenfassen',
      result: (page) => page.getByRole('region', { name: 'Zusammenfassung' }),
    },
    {
      path: '/text-redact',
      fill: { Text: textWithTypos },
      submit: 'Text prüfen',
      result: (page) => page.getByRole('button', { name: /„Zietung“ → „Zeitung“ übernehmen/ }),
    },
    // Without a provider the page says so before any input, and the form cannot be sent.
    { path: '/text-translation', fill: { Text: article }, result: (page) => page.getByText(/noch keinen KI-Anbieter/) },
    {
      path: '/press-release',
      fill: { 'Text der Pressemitteilung': pressRelease },
      submit: 'Artikel erstellen',
      result: (page) => page.getByRole('main').getByRole('region').first(),
    },
    {
      path: '/seo-living-docs',
      fill: { Artikeltext: article },
      submit: 'SEO-Vorschläge erstellen',
      result: (page) => page.getByRole('region', { name: 'Vorschau im Suchergebnis' }),
    },
    {
      path: '/seo-self-made',
      fill: {
        Titel: 'Fernwärme: Stadtwerke bauen Netz aus',
        'Beschreibung (Meta-Description)': 'Bis 2029 sollen 12.000 Haushalte angeschlossen werden.',
        'Fokus-Keyword': 'Fernwärme',
        Text: article,
      },
      submit: 'Prüfen',
      result: (page) => page.getByText(/Punktzahl \d+ von 100/),
    },
    {
      path: '/top-ten',
      fill: { Thema: 'Fernwärme in München', Quelltext: article },
      submit: 'Liste erstellen',
      result: (page) => page.getByRole('list', { name: /Top 10/ }),
    },
    {
      path: '/social-media',
      fill: { Artikeltext: article },
      submit: 'Posts erstellen',
      result: (page) => page.getByRole('heading', { name: 'LinkedIn', exact: true }),
    },
    {
      path: '/keyword-extraction',
      fill: { Text: article },
      submit: 'Keywords finden',
      result: (page) => page.getByRole('table', { name: 'Keywords' }),
    },
    {
      path: '/text-speech',
      fill: { Text: 'Guten Morgen aus München.' },
      submit: 'Vorlesen lassen',
      result: (page) => page.locator('audio[src^="blob:"]'),
    },
    {
      path: '/short-link',
      fill: { 'Lange Adresse': 'https://www.sv-gruppe.de/' },
      submit: 'Kurzlink erstellen',
      result: (page) => page.getByRole('img', { name: /^QR-Code für / }),
    },
    {
      path: '/workday-faq',
      fill: { 'Deine Frage': 'Wie beantrage ich Urlaub?' },
      submit: 'Senden',
      result: (page) => page.getByRole('main').getByText('Quellen').first(),
    },
  ];
  for (const run of runs) {
    test(`${run.path} with its result`, async ({ page }) => {
      await page.goto(run.path);
      await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
      for (const [label, value] of Object.entries(run.fill)) await page.getByLabel(label, { exact: true }).fill(value);
      if (run.submit) await page.getByRole('main').getByRole('button', { name: run.submit, exact: true }).click();
      await expect(run.result(page)).toBeVisible({ timeout: 20_000 });
      await expectAccessible(page, `${run.path} (Ergebnis)`);
    });
  }

  test('the nav with each dropdown open', async ({ page }) => {
    await page.goto('/');
    await ready(page, /Willkommen/);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const group of ['Textverarbeitung', 'SEO', 'Sonstiges']) {
      await nav.getByRole('button', { name: group }).click();
      await expect(nav.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page, `Menü ${group} offen`);
      for (const link of await nav.getByRole('list').getByRole('link').all()) expect(await textContrast(link)).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the 404 page', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await ready(page, notFoundTitle);
    await expectAccessible(page, '404');
  });
});

test.describe('axe on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('home, a tool page and the open menu', async ({ page }) => {
    await page.goto('/');
    await ready(page, /Willkommen/);
    await expectAccessible(page, '/ (375 px)');
    await page.goto('/summarize');
    await ready(page, 'Text zusammenfassen');
    await expectAccessible(page, '/summarize (375 px)');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    await expectAccessible(page, 'Menü (375 px)');
  });

  test.describe('signed out', () => {
    test.use({ storageState: signedOut });
    test('/login', async ({ page }) => {
      await page.goto('/login');
      await ready(page, 'Anmelden');
      await expectAccessible(page, '/login (375 px)');
    });
  });
});

// Keep the list of features in view: a new tool page is checked without touching this file.
test('every feature page is among the checked routes', () => {
  for (const feature of features) expect(portalRoutes.map((r) => r.path)).toContain(feature.href);
});

/** Presses Tab until the element `target` matches has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, { limit = 40, back = false } = {}): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard only', () => {
  test.describe('signed out', () => {
    test.use({ storageState: signedOut });

    test('sign in: fill the form and submit it with the keyboard', async ({ page }) => {
      await page.goto('/login');
      await ready(page, 'Anmelden');
      await tabTo(page, page.getByLabel('E-Mail-Adresse'));
      await page.keyboard.type(groupUser.email);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Passwort', { exact: true })).toBeFocused();
      await page.keyboard.type(groupUser.password);
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByLabel('E-Mail-Adresse')).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeFocused();
      await screenshot(page, 'focus-login-submit');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: `Willkommen, ${groupUser.displayName}!` })).toBeVisible();
    });
  });

  test('nav dropdowns: open, move with the arrow keys, close with Escape, focus back on the trigger', async ({ page }) => {
    await page.goto('/');
    await ready(page, /Willkommen/);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const trigger = nav.getByRole('button', { name: 'Textverarbeitung' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Text redigieren' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Text übersetzen' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(nav.getByRole('link', { name: 'Text redigieren' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(nav.getByRole('link', { name: 'Quellencheck' })).toBeFocused();
    await screenshot(page, 'focus-dropdown');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    // Space opens too; Tab walks through the links, and leaving the menu closes it.
    const seo = nav.getByRole('button', { name: 'SEO' });
    await tabTo(page, seo);
    await page.keyboard.press('Space');
    await expect(seo).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'SEO LivingDocs' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(seo).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'SEO Self Made' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/seo-self-made');
    await expect(seo).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tool: type, submit with the keyboard, reach the result and its copy button', async ({ page }) => {
    await page.goto('/summarize');
    await ready(page, 'Text zusammenfassen');
    const text = page.getByLabel('Text', { exact: true });
    // The first Tab offers to skip the nav bar; from there the next Tabs are in the page.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await screenshot(page, 'focus-skip-link');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/summarize');
    await tabTo(page, text, { limit: 3 });
    await page.keyboard.type('Der Stadtrat hat am Dienstag den Haushalt für 2027 beschlossen. Er tritt im Januar in Kraft.');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Länge')).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Zusammenfassen', exact: true }));
    await page.keyboard.press('Enter');
    const result = page.getByRole('region', { name: 'Zusammenfassung' });
    await expect(result).toContainText('Haushalt');
    const copy = result.getByRole('button', { name: 'Ergebnis kopieren' });
    await tabTo(page, copy);
    await screenshot(page, 'focus-tool-copy');
    await page.keyboard.press('Enter');
    await expect(result.getByRole('button', { name: /Kopiert|Ergebnis kopieren/ })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the slide-in menu: open, focus inside and kept there, close with Escape, navigate', async ({ page }) => {
      await page.goto('/');
      await ready(page, /Willkommen/);
      const opener = page.getByRole('button', { name: 'Menü öffnen' });
      const menu = page.getByRole('dialog', { name: 'Menü' });
      // The closed menu is hidden from the accessibility tree, so ask the DOM where focus is.
      const focusInMenu = () =>
        page.locator('[role=dialog][aria-label="Menü"]').evaluate((dialog) => dialog.contains(document.activeElement));
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Menü schließen' })).toBeFocused();
      // The menu slides in (0.2 s): photograph it where it stops, not half way.
      await expect(menu).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
      await screenshot(page, 'focus-mobile-menu');

      // A modal menu keeps focus inside: Shift+Tab from the first entry goes to the last one, and
      // tabbing on past the last entry comes back to the first.
      await page.keyboard.press('Shift+Tab');
      expect(await focusInMenu()).toBe(true);
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInMenu()).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(opener).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await tabTo(page, menu.getByRole('link', { name: 'Link Shortener' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/short-link');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Link Shortener' })).toBeVisible();
      // Focus moves on to the new page instead of staying on an entry of the closed menu.
      await expect(page.getByRole('main')).toBeFocused();
      expect(await focusInMenu()).toBe(false);

      await page.keyboard.press('Tab');
      expect(await focusInMenu()).toBe(false);
    });
  });
});

/** Tabs through the whole page once and returns how each focused element looks. */
async function tabThrough(page: Page, limit = 80): Promise<FocusLook[]> {
  const seen: FocusLook[] = [];
  const visited = new Set<string>();
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // A stable key for this element: its path in the tree.
      const path: number[] = [];
      for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
        path.unshift([...node.parentElement.children].indexOf(node));
      }
      return path.join('.');
    });
    if (key === null) continue;
    if (visited.has(key)) break;
    visited.add(key);
    const look = await focusLook(page);
    if (look) seen.push(look);
  }
  return seen;
}

function expectVisibleFocus(looks: FocusLook[]): void {
  expect(looks.length).toBeGreaterThan(5);
  const invisible = looks.filter((look) => !look.visible || !look.differs);
  const report = invisible
    .map(
      (look) =>
        `  <${look.tag}> "${look.name}": outline ${look.outlineStyle} ${look.outlineWidth}px ${look.outlineColor}, box-shadow ${look.boxShadow}, differs=${look.differs}`,
    )
    .join('\n');
  expect(invisible.length, `ohne sichtbaren Fokus:\n${report}`).toBe(0);
}

test.describe('visible focus everywhere', () => {
  test.describe('signed out', () => {
    test.use({ storageState: signedOut });
    test('on the sign-in page', async ({ page }) => {
      await page.goto('/login');
      await ready(page, 'Anmelden');
      expectVisibleFocus(await tabThrough(page));
    });
  });

  test('on the home page', async ({ page }) => {
    await page.goto('/');
    await ready(page, /Willkommen/);
    await expect(page.getByTestId('newsletter-status')).toHaveText(/Aktiv|Inaktiv/);
    expectVisibleFocus(await tabThrough(page));
    // One look at a card link and one at a tab in the screenshot.
    await tabTo(page, page.getByRole('tab', { name: 'Textverarbeitung' }), { back: true, limit: 80 });
    await screenshot(page, 'focus-home-tab');
  });

  test('on a tool page, with its result', async ({ page }) => {
    await page.goto('/summarize');
    await ready(page, 'Text zusammenfassen');
    await page.getByLabel('Text', { exact: true }).fill('Der Stadtrat hat den Haushalt beschlossen. Er tritt im Januar in Kraft.');
    await page.getByRole('button', { name: 'Zusammenfassen', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Zusammenfassung' })).toContainText('Haushalt');
    await page.getByRole('heading', { level: 1 }).click();
    expectVisibleFocus(await tabThrough(page));
    await tabTo(page, page.getByLabel('Text', { exact: true }), { back: true, limit: 80 });
    await screenshot(page, 'focus-tool-textarea');
  });
});
