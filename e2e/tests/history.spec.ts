/**
 * The history on the running stack (issue 18's first check): a summary made in one browser appears
 * in „Verlauf“ of the same user in another browser, is found by a word of its result, reopens in its
 * tool and feeds Social Media; the other tenant's user never sees it; with „Verlauf speichern“ off
 * nothing is kept.
 */
import { expect, test, type Browser, type Page } from './fixtures';
import { screenshot } from './stack';
import { authFile, groupUser, partnerUser, type DemoUser } from './users';

test.describe.configure({ mode: 'serial' });

/** Letters from the clock: a word no earlier run wrote, so the search finds this run only. */
let tick = Date.now();
const letters = () => [...(tick++).toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');
const WORD = `Seilbahn${letters()}`;
const TEXT = `Die ${WORD} am Wendelstein fährt ab Montag wieder. Der Betreiber hat die Kabinen über den Sommer erneuert. Fahrgäste zahlen künftig zwei Euro mehr.`;

async function inOtherBrowser(browser: Browser, user: DemoUser, act: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ storageState: authFile(user), viewport: { width: 1280, height: 800 } });
  try {
    await act(await context.newPage());
  } finally {
    await context.close();
  }
}

async function searchHistory(page: Page, word: string) {
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Verlauf' })).toBeVisible();
  await page.getByLabel('Suche in Eingabe und Ergebnis').fill(word);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
}

/** „Verlauf speichern“ on, whatever an earlier run left behind. */
async function historyOn(page: Page) {
  await page.goto('/user');
  const toggle = page.getByRole('checkbox', { name: 'Verlauf speichern' });
  // The switch is disabled until the setting has loaded (it shows the default meanwhile).
  await expect(toggle).toBeEnabled();
  await toggle.check();
  await expect(toggle).toBeChecked();
}

test.beforeAll(async ({ browser }) => {
  await inOtherBrowser(browser, groupUser, historyOn);
});

test('a summary appears in the same user’s history in another browser, reopens and feeds Social Media', async ({ page, browser }) => {
  await page.goto('/summarize');
  await page.getByLabel('Text', { exact: true }).fill(TEXT);
  await page.getByRole('button', { name: 'Zusammenfassen' }).click();
  await expect(page.getByRole('button', { name: 'Ergebnis kopieren' })).toBeVisible();

  await inOtherBrowser(browser, groupUser, async (other) => {
    await searchHistory(other, WORD);
    const entries = other.getByRole('list', { name: 'Einträge' });
    await expect(entries.getByRole('listitem')).toHaveCount(1);
    await entries.getByRole('button', { name: /Text zusammenfassen/ }).click();
    const entry = other.getByRole('article', { name: /Text zusammenfassen/ });
    await expect(entry.getByRole('region', { name: 'Ergebnis' })).toContainText(WORD);
    await screenshot(other, 'history-entry');

    await entry.getByRole('button', { name: 'Erneut öffnen' }).click();
    await expect(other).toHaveURL(/\/summarize$/);
    await expect(other.getByLabel('Text', { exact: true })).toHaveValue(TEXT);

    await other.goBack();
    await other
      .getByRole('list', { name: 'Einträge' })
      .getByRole('button', { name: /Text zusammenfassen/ })
      .click();
    const again = other.getByRole('article', { name: /Text zusammenfassen/ });
    await again.getByLabel('Weiterverwenden in').selectOption('social-media');
    await again.getByRole('button', { name: 'Ergebnis übernehmen' }).click();
    await expect(other).toHaveURL(/\/social-media$/);
    await expect(other.getByLabel('Artikeltext')).toHaveValue(new RegExp(WORD));
  });
});

test('the other tenant’s user never sees it', async ({ browser }) => {
  await inOtherBrowser(browser, partnerUser, async (page) => {
    await searchHistory(page, WORD);
    await expect(page.getByText('Keine Einträge gefunden')).toBeVisible();
  });
});

test('with „Verlauf speichern“ off nothing is kept', async ({ page }) => {
  const word = `Gondel${letters()}`;
  await page.goto('/user');
  const toggle = page.getByRole('checkbox', { name: 'Verlauf speichern' });
  await expect(toggle).toBeEnabled();
  await toggle.uncheck();
  await expect(page.getByText('Es wird nichts gespeichert.')).toBeVisible();
  try {
    await page.goto('/summarize');
    await page.getByLabel('Text', { exact: true }).fill(TEXT.replace(WORD, word));
    await page.getByRole('button', { name: 'Zusammenfassen' }).click();
    await expect(page.getByRole('button', { name: 'Ergebnis kopieren' })).toBeVisible();
    await searchHistory(page, word);
    await expect(page.getByText('Keine Einträge gefunden')).toBeVisible();
    await expect(page.getByText(/Das Speichern ist ausgeschaltet/)).toBeVisible();
  } finally {
    await historyOn(page);
  }
});
