// A remote that is down, for each remote, is in reliability.spec.ts.
import { expect, test } from './fixtures';

test('a page that is still loading shows a skeleton, not a blank', async ({ page }) => {
  await page.route('http://localhost:3003/**', async (route) => {
    await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await page.goto('/short-link');
  await expect(page.getByTestId('page-skeleton')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Link Shortener' })).toBeVisible();
});
