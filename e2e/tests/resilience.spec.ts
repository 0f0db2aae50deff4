import { expect, test } from '@playwright/test';
import { screenshot, startService, stopService } from './stack';

test('with mfe-seo down, its page offers a retry while the rest of the portal works', async ({ page }) => {
  await stopService('mfe-seo', 3002);
  try {
    await page.goto('/seo-self-made');
    await expect(page).toHaveTitle('KI-Portal | SEO Self Made');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO Self Made' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Dieser Bereich ist gerade nicht erreichbar.');
    await screenshot(page, 'remote-down');

    // Other remotes, the nav and home are unaffected.
    await page.getByRole('button', { name: 'Textverarbeitung' }).click();
    await page.getByRole('link', { name: 'Text zusammenfassen', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Text zusammenfassen' })).toBeVisible();
    await page.getByRole('link', { name: 'KI-Portal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Willkommen/ })).toBeVisible();

    await page.getByRole('button', { name: 'SEO' }).click();
    await page.getByRole('link', { name: 'SEO Self Made', exact: true }).click();
    const retry = page.getByRole('button', { name: 'Erneut versuchen' });
    await expect(retry).toBeVisible();

    // Retry while still down fails again, visibly.
    await retry.click();
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  } finally {
    await startService('mfe-seo', 3002);
  }
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByText('Gib Titel, Beschreibung, Text und Fokus-Keyword ein.', { exact: false })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a page that is still loading shows a skeleton, not a blank', async ({ page }) => {
  await page.route('http://localhost:3003/**', async (route) => {
    await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await page.goto('/short-link');
  await expect(page.getByTestId('page-skeleton')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Link Shortener' })).toBeVisible();
});
