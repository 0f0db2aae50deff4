import { expect, test, type Page } from './fixtures';
import { screenshot } from './stack';

// Issue 16, item 4: after pressing the button the result (and its progress) is where the eye is.
const article =
  'Der Stadtrat hat am Dienstag den Ausbau der Straßenbahn beschlossen. Die Kosten liegen bei 40 Millionen Euro. '.repeat(8) +
  'Er sagte dass die Email von Peter\u0027s Büro kam.';

/** The result panel's box, once the run has started. */
async function runAndLocateResult(page: Page, path: string, field: string, button: string) {
  await page.goto(path);
  await page.getByLabel(field, { exact: true }).fill(article);
  await page.getByRole('button', { name: button }).click();
  const panel = page.locator('[data-tool-output][aria-labelledby="tool-output-title"]').filter({ has: page.getByRole('status') });
  await expect(panel).toBeVisible();
  await expect(page.getByText('Das Ergebnis ist fertig.')).toBeAttached();
  return panel;
}

for (const { width, height, sideBySide } of [
  { width: 1366, height: 900, sideBySide: true },
  { width: 1920, height: 1080, sideBySide: true },
  { width: 375, height: 800, sideBySide: false },
]) {
  test.describe(`${width} × ${height}`, () => {
    test.use({ viewport: { width, height } });

    for (const [path, field, button] of [
      ['/text-redact', 'Text', 'Text prüfen'],
      ['/seo-living-docs', 'Artikeltext', 'SEO-Vorschläge erstellen'],
    ] as const) {
      test(`${path}: the result is in view after „${button}“`, async ({ page }) => {
        const panel = await runAndLocateResult(page, path, field, button);
        // Scrolling is smooth unless reduced motion is asked for: wait until the panel stands still.
        await expect
          .poll(async () => {
            const first = await panel.boundingBox();
            await page.waitForTimeout(100);
            return JSON.stringify(first) === JSON.stringify(await panel.boundingBox());
          })
          .toBe(true);
        const box = (await panel.boundingBox())!;
        expect(box.y, 'the result starts on the screen').toBeGreaterThanOrEqual(0);
        expect(box.y, 'in the upper half, with room for the progress and the result').toBeLessThanOrEqual(height / 2);
        const form = (await page.locator('form').first().boundingBox())!;
        if (sideBySide) expect(box.x, 'beside the form').toBeGreaterThan(form.x + form.width - 1);
        else expect(box.x, 'below the form').toBeLessThan(form.x + form.width);
        await screenshot(page, `result-in-view-${path.slice(1)}-${width}`);
      });
    }
  });
}
