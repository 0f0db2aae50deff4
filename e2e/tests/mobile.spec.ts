import { expect, test } from './fixtures';
import { screenshot } from './stack';

test.use({ viewport: { width: 375, height: 740 } });

test('the slide-in menu at 375 px holds the nav entries and navigates', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Chat (öffnet in neuem Tab)' })).toHaveAttribute('target', '_blank');
  for (const name of ['Dashboards', 'Workday FAQ', 'Text redigieren', 'SEO LivingDocs', 'Link Shortener']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await screenshot(page, 'mobile-menu');
  await menu.getByRole('link', { name: 'Link Shortener' }).click();
  await expect(page).toHaveURL('/short-link');
  await expect(page.getByRole('heading', { level: 1, name: 'Link Shortener' })).toBeVisible();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('on a phone the groups are a select', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Funktionsgruppe' }).selectOption({ label: 'SEO' });
  await expect(page.getByRole('link', { name: 'Zur Funktion: Top 10 Liste' })).toBeVisible();
  await screenshot(page, 'mobile-home');
});
