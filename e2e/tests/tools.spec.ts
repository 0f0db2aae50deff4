/**
 * Every AI tool page on the embedded local provider (no AI provider configured, no internet):
 * a real German text in, a real result out — or, for tasks that need a generative model, the
 * honest no-provider message.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { messages } from 'portal-contract';
import { screenshot } from './stack';
import { article, pressRelease, silentWav, textWithTypos } from './toolInputs';

// Tall enough that a result fits in the fixed-height main area for the screenshots.
test.use({ viewport: { width: 1280, height: 1400 } });

async function submit(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
}

test('Text zusammenfassen: bullet points taken from the article; empty text refused', async ({ page }) => {
  await page.goto('/summarize');
  await submit(page, 'Zusammenfassen');
  await expect(page.getByRole('alert')).toHaveText(messages['text-empty']);

  await page.getByLabel('Text', { exact: true }).fill(article);
  await page.getByLabel('Länge').selectOption({ label: 'Stichpunkte' });
  await page.getByLabel('Text', { exact: true }).press('Control+Enter');
  const result = page.getByRole('region', { name: 'Zusammenfassung' });
  await expect(result).toContainText('•');
  await expect(result).toContainText('Fernwärme');
  await expect(result.getByRole('button', { name: 'Ergebnis kopieren' })).toBeVisible();
  await screenshot(page, 'tool-summarize');
});

test('Text redigieren: corrects typos and typography, keeps compounds, and each change can be rejected', async ({ page }) => {
  await page.goto('/text-redact');
  await page.getByLabel('Text', { exact: true }).fill(textWithTypos);
  await submit(page, 'Text prüfen');
  const change = page.getByRole('button', { name: /„Zietung“ → „Zeitung“ übernehmen/ });
  await expect(change).toBeVisible();
  await expect(page.getByText('Bürgermeisterwahl').first()).toBeVisible();
  await screenshot(page, 'tool-redact');

  await page.getByRole('button', { name: /„Zietung“ → „Zeitung“ ablehnen/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Herunterladen' }).click();
  const saved = readFileSync(await (await download).path(), 'utf8');
  expect(saved).toContain('Die Zietung');
  expect(saved).toContain('„wichtiges“');

  // Offline, „redigieren“ is shown but cannot be chosen, and the page says whom to ask.
  await expect(page.getByLabel('Modus').locator('option[value="redigieren"]')).toBeDisabled();
  await expect(page.getByText(messages['redact-mode-needs-provider'].replace('{contact}', 'das Portal-Team'))).toBeVisible();
});

test('Text übersetzen says before any input that it needs an AI provider; it cannot be sent', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('article', { name: 'Text übersetzen' });
  await expect(card.getByText('Braucht KI-Anbieter')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Text zusammenfassen' }).getByText('Braucht KI-Anbieter')).toHaveCount(0);
  await screenshot(page, 'home-needs-provider');

  await page.goto('/text-translation');
  await expect(page.getByText(messages['no-ai-provider-yet'].replace('{contact}', 'das Portal-Team'))).toBeVisible();
  await page.getByLabel('Text', { exact: true }).fill(article);
  await expect(page.getByRole('button', { name: 'Übersetzen', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue(article);
  await screenshot(page, 'tool-translate-needs-provider');
});

test('Pressemitteilung: an article draft without contact block and boilerplate', async ({ page }) => {
  await page.goto('/press-release');
  await page.getByLabel('Text der Pressemitteilung').fill(pressRelease);
  await submit(page, 'Artikel erstellen');
  const draft = page.getByRole('region', { name: /Artikelentwurf|Ergebnis/ });
  await expect(draft).toContainText('Sonnenkorn');
  await expect(draft).not.toContainText('Pressekontakt');
  await expect(draft).not.toContainText('presse@sonnenkorn.example');
  await expect(draft).not.toContainText('###');
  await screenshot(page, 'tool-press-release');
});

test('Pressemitteilung and Zusammenfassung carry a source check: the offline engine writes nothing the release does not say', async ({
  page,
}) => {
  await page.goto('/press-release');
  await page.getByLabel('Text der Pressemitteilung').fill(pressRelease);
  await submit(page, 'Artikel erstellen');
  const check = page.getByTestId('source-check');
  await expect(check.getByRole('status')).toHaveText(messages['source-check-clean']);

  await page.goto('/summarize');
  await page.getByLabel('Text', { exact: true }).fill(pressRelease);
  await submit(page, 'Zusammenfassen');
  await expect(page.getByTestId('source-check').getByRole('status')).toHaveText(messages['source-check-clean']);
});

test('Quellencheck: a changed figure, weekday and speaker are marked with what the source says; „Stimmt trotzdem“ dismisses one', async ({
  page,
}) => {
  const source =
    'Der Stadtrat hat am Dienstag, 3. März 2026, den Haushalt beschlossen. Die Stadt investiert 7,3 Millionen Euro in die Sanierung der Schulen. ' +
    '„Wir setzen ein klares Zeichen“, sagte Oberbürgermeisterin Anna Berger.';
  const draft =
    'Am Mittwoch hat der Stadtrat den Haushalt beschlossen. Die Stadt investiert 8,3 Millionen Euro in ihre Schulen. ' +
    '„Wir setzen ein klares Zeichen“, sagte Kämmerer Peter Klein.';
  await page.goto('/source-check');
  await submit(page, 'Prüfen');
  await expect(page.getByRole('alert')).toHaveText(messages['source-empty']);

  await page.getByLabel('Quelle', { exact: true }).fill(source);
  await page.getByLabel('Text', { exact: true }).fill(draft);
  await submit(page, 'Prüfen');
  const check = page.getByTestId('source-check');
  await expect(check.getByText(/Die Quelle nennt 7,3 Millionen Euro/)).toBeVisible();
  await expect(check.getByText(/Dienstag/).first()).toBeVisible();
  await expect(check.getByText(/Anna Berger/).first()).toBeVisible();
  await expect(page.getByTestId('source-check-marked').locator('mark').filter({ hasText: '8,3 Millionen Euro' })).toBeVisible();
  await screenshot(page, 'tool-source-check');

  const before = await page.getByTestId('source-check-marked').locator('mark').count();
  await check.getByRole('button', { name: 'Stimmt trotzdem' }).first().click();
  await expect(check.getByText('Als richtig bestätigt.')).toBeVisible();
  await expect(page.getByTestId('source-check-marked').locator('mark')).toHaveCount(before - 1);
});

test('Transkribieren: checks the file in the browser; without a provider it says so before the upload', async ({ page }) => {
  await page.goto('/audio-transcript');
  await page.getByLabel(/Audiodatei/).setInputFiles({ name: 'notizen.txt', mimeType: 'text/plain', buffer: Buffer.from('kein Audio') });
  await expect(page.getByRole('alert')).toHaveText(messages['unsupported-file-type']);

  await page.getByLabel(/Audiodatei/).setInputFiles({ name: 'interview.wav', mimeType: 'audio/wav', buffer: silentWav(1) });
  await expect(page.getByText(messages['no-ai-provider-yet'].replace('{contact}', 'das Portal-Team'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transkribieren', exact: true })).toBeDisabled();
});

test('SEO LivingDocs: title, description and slug within the limits, with a search preview', async ({ page }) => {
  await page.goto('/seo-living-docs');
  await page.getByLabel('Artikeltext').fill(article);
  await submit(page, 'SEO-Vorschläge erstellen');
  const title = page.getByLabel('SEO-Titel', { exact: true });
  await expect(title).not.toHaveValue('');
  expect((await title.inputValue()).length).toBeLessThanOrEqual(60);
  expect((await page.getByLabel('Beschreibung (Meta-Description)', { exact: true }).inputValue()).length).toBeLessThanOrEqual(155);
  expect(await page.getByLabel('URL-Slug', { exact: true }).inputValue()).toMatch(/^[a-z0-9-]+$/);
  await expect(page.getByRole('region', { name: 'Vorschau im Suchergebnis' })).toBeVisible();
  await expect(page.getByTestId('preview-title')).not.toBeEmpty();
  await screenshot(page, 'tool-seo-living-docs');
});

test('SEO Self Made: a score with checks and suggestions', async ({ page }) => {
  await page.goto('/seo-self-made');
  await page.getByLabel('Titel').fill('Fernwärme: Stadtwerke bauen Netz im Münchner Norden aus');
  await page
    .getByLabel('Beschreibung (Meta-Description)', { exact: true })
    .fill('Bis 2029 sollen 12.000 Haushalte im Münchner Norden an die Fernwärme angeschlossen werden.');
  await page.getByLabel('Fokus-Keyword').fill('Fernwärme');
  await page.getByLabel('Text', { exact: true }).fill(article);
  await submit(page, 'Prüfen');
  await expect(page.getByText(/Punktzahl \d+ von 100/)).toBeVisible();
  await expect(page.getByText('Lesbarkeit (Flesch-Index)')).toBeVisible();
  await screenshot(page, 'tool-seo-self-made');
});

test('Top 10 Liste: a ranked list of points from the text', async ({ page }) => {
  await page.goto('/top-ten');
  await page.getByLabel('Thema').fill('Fernwärme in München');
  await page.getByLabel('Quelltext').fill(article);
  await submit(page, 'Liste erstellen');
  const items = page.getByRole('list', { name: /Top 10/ }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(5);
  await screenshot(page, 'tool-top-ten');
});

test('Social Media: one post per platform within its limit', async ({ page }) => {
  await page.goto('/social-media');
  await page.getByLabel('Artikeltext').fill(article);
  await submit(page, 'Posts erstellen');
  for (const platform of ['Facebook', 'Instagram', 'X', 'LinkedIn']) {
    await expect(page.getByRole('heading', { name: platform, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^\d+ \/ 280 Zeichen$/)).toBeVisible();
  await expect(page.getByText(/#\p{L}+/u).first()).toBeVisible();
  await screenshot(page, 'tool-social-media');
});

test('Keyword Extraction: ranked keywords and key phrases', async ({ page }) => {
  await page.goto('/keyword-extraction');
  await page.getByLabel('Text', { exact: true }).fill(article);
  await submit(page, 'Keywords finden');
  const keywords = page.getByRole('table', { name: 'Keywords' });
  await expect(keywords).toContainText('Fernwärme');
  await expect(page.getByRole('table', { name: 'Schlüsselphrasen' })).toBeVisible();
  await screenshot(page, 'tool-keywords');
});

test('Text-To-Speech: a German voice to listen to and download', async ({ page }) => {
  await page.goto('/text-speech');
  await page.getByLabel('Text', { exact: true }).fill('Guten Morgen! Hier sind die Nachrichten aus München.');
  await submit(page, 'Vorlesen lassen');
  const player = page.locator('audio');
  await expect(player).toHaveAttribute('src', /^blob:/);
  // The CSP lets the object URL in (media-src): the audio loads with a length, and it plays.
  // readyState 1 (HAVE_METADATA): the length is known. A blocked source never gets there.
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState)).toBeGreaterThanOrEqual(1);
  const duration = await player.evaluate((audio: HTMLAudioElement) => audio.duration);
  expect(Number.isFinite(duration) && duration > 0, `Dauer ${duration}`).toBe(true);
  await player.evaluate((audio: HTMLAudioElement) => audio.play());
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
  await screenshot(page, 'tool-text-speech');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Herunterladen' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sprachausgabe.wav');
  expect(
    readFileSync(await file.path())
      .subarray(0, 4)
      .toString('ascii'),
  ).toBe('RIFF');
});

test('Workday FAQ: an answer grounded in the FAQ with its sources', async ({ page }) => {
  await page.goto('/workday-faq');
  await page.getByLabel('Deine Frage').fill('Wie beantrage ich Urlaub?');
  await page.getByLabel('Deine Frage').press('Enter');
  await expect(page.getByText(/Urlaub beantragen/).first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Quellen').first()).toBeVisible();
  await screenshot(page, 'tool-workday-faq');
});
