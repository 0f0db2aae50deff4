import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from './fixtures';
import { screenshot, startService, stopService } from './stack';

const GATEWAY_PORT = 8080;

test.describe('newsletter card', () => {
  test('the toggle survives a reload', async ({ page }) => {
    await page.goto('/');
    const status = page.getByTestId('newsletter-status');
    await expect(status).toHaveText(/Aktiv|Inaktiv/);
    const before = await status.textContent();
    const after = before === 'Aktiv' ? 'Inaktiv' : 'Aktiv';

    await page.getByRole('button', { name: before === 'Aktiv' ? 'Abmelden' : 'Anmelden', exact: true }).click();
    await expect(status).toHaveText(after);
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByTestId('newsletter-status')).toHaveText(after);
    await screenshot(page, 'home-newsletter');
  });

  test('with the gateway stopped, the toggle flips back and says why', async ({ page }) => {
    await page.goto('/');
    const status = page.getByTestId('newsletter-status');
    await expect(status).toHaveText(/Aktiv|Inaktiv/);
    const before = (await status.textContent()) as string;
    await stopService('gateway', GATEWAY_PORT);
    try {
      await page.getByRole('button', { name: before === 'Aktiv' ? 'Abmelden' : 'Anmelden', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText('Keine Verbindung zum Server.');
      await expect(status).toHaveText(before);
    } finally {
      await startService('gateway', GATEWAY_PORT);
    }
  });
});

test('feedback is sent, confirmed and stored', async ({ page }) => {
  const text = `E2E-Feedback ${Date.now()}: Die Zusammenfassung hilft sehr.`;
  await page.goto('/feedback');
  await page.getByLabel('Kategorie').selectOption({ label: 'Lob' });
  await page.getByLabel('Deine Nachricht').fill(text);
  await page.getByLabel('5 Sterne').check();
  await page.getByRole('button', { name: 'Feedback senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Danke für dein Feedback!' })).toBeVisible();
  await screenshot(page, 'feedback');

  // The team's export reads the database: PGlite allows one process, so the gateway pauses for it.
  await stopService('gateway', GATEWAY_PORT);
  try {
    const csv = execFileSync('npm', ['run', '--silent', 'export:feedback', '-w', 'gateway'], {
      cwd: resolve(__dirname, '..', '..'),
      encoding: 'utf8',
    });
    expect(csv).toContain(text);
  } finally {
    await startService('gateway', GATEWAY_PORT);
  }
});

test('a short link is created, redirects to its target and counts the click', async ({ page }) => {
  const slug = `e2e-${Date.now()}`;
  await page.goto('/short-link');
  await page.getByLabel('Lange Adresse').fill('http://localhost:3000/feedback?quelle=kurzlink');
  await page.getByLabel('Eigenes Kürzel (optional)').fill(slug);
  await page.getByRole('button', { name: 'Kurzlink erstellen' }).click();
  const shortUrl = `http://localhost:8080/s/${slug}`;
  await expect(page.getByText(shortUrl).first()).toBeVisible();
  await expect(page.getByRole('img', { name: `QR-Code für ${shortUrl}` })).toBeVisible();
  await screenshot(page, 'short-link');

  await page.goto(shortUrl);
  await expect(page).toHaveURL('/feedback?quelle=kurzlink');

  await page.goto('/short-link');
  const row = page.getByRole('row').filter({ hasText: slug });
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');

  // The same slug again is refused clearly; an unknown slug answers with the German 404 page.
  await page.getByLabel('Lange Adresse').fill('https://www.sv-gruppe.de/');
  await page.getByLabel('Eigenes Kürzel (optional)').fill(slug);
  await page.getByRole('button', { name: 'Kurzlink erstellen' }).click();
  await expect(page.getByText('Dieses Kürzel ist schon vergeben.', { exact: false })).toBeVisible();
  const missing = await page.request.get(`http://localhost:8080/s/gibt-es-nicht-${Date.now()}`, { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Dieser Kurzlink existiert nicht.');
});

test('the dashboards show charts of the demo data and the date filter changes the figures', async ({ page }) => {
  await page.goto('/dashboards');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeVisible();
  const visits = page.locator('dt', { hasText: 'Visits' }).locator('xpath=following-sibling::dd[1]');
  await expect(visits).toHaveText(/\d/);
  const month = await visits.textContent();

  await page.getByRole('button', { name: '7 Tage' }).click();
  await expect(visits).not.toHaveText(month as string);

  await page.getByRole('tab', { name: 'Reichweite' }).click();
  await expect(page.locator('figure svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Als CSV exportieren' }).first()).toBeVisible();
  await screenshot(page, 'dashboards');
});
