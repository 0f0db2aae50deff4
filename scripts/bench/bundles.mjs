/**
 * Measures what the browser really loads: gzip-compressed JavaScript of the first load of /login and
 * of / (signed in), and what the first visit of each remote page adds on top. Needs the running
 * `npm start` stack. Usage: node scripts/bench/bundles.mjs
 */
/* global window, PopStateEvent -- page.evaluate runs in the browser */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { demoLogins } from '../lib/demoLogins.mjs';

const BASE = process.env.PORTAL_URL ?? 'http://localhost:3000';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Collects every JavaScript response of the page: URL → gzip size of its body. */
function recordScripts(page) {
  const sizes = new Map();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  return sizes;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (sizes, urls = [...sizes.keys()]) => urls.reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = recordScripts(page);
  await page.goto(`${BASE}/login`, { waitUntil: 'networkidle' });
  const loginBytes = total(sizes);
  const rows = [['/login (first load)', loginBytes]];

  const [user] = demoLogins();
  await page.getByLabel('E-Mail-Adresse').fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: /Willkommen/ }).waitFor();

  // A fresh tab, signed in: the first load of the home page.
  const home = await context.newPage();
  const homeSizes = recordScripts(home);
  await home.goto(`${BASE}/`, { waitUntil: 'networkidle' });
  await home.getByRole('heading', { level: 1, name: /Willkommen/ }).waitFor();
  rows.push(['/ (first load, signed in)', total(homeSizes)]);

  // One page of each remote, waited for by its own title (the previous page's heading is still there).
  const pages = [
    ['/summarize', 'Text zusammenfassen'],
    ['/text-redact', 'Text redigieren'],
    ['/seo-self-made', 'SEO Self Made'],
    ['/short-link', 'Link Shortener'],
    ['/workday-faq', 'Workday FAQ'],
    ['/dashboards', 'Dashboards'],
  ];
  for (const [path, title] of pages) {
    const before = new Set(homeSizes.keys());
    await home.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await home.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await home.waitForLoadState('networkidle');
    const added = [...homeSizes.keys()].filter((url) => !before.has(url));
    rows.push([`${path} adds`, total(homeSizes, added)]);
  }

  // The charts load with the first chart tab.
  const beforeCharts = new Set(homeSizes.keys());
  await home.getByRole('tab', { name: 'Reichweite' }).click();
  await home.locator('figure svg').first().waitFor();
  await home.waitForLoadState('networkidle');
  rows.push(['/dashboards charts (first chart tab) add', total(homeSizes, [...homeSizes.keys()].filter((url) => !beforeCharts.has(url)))]);

  console.log('| What | gzip JavaScript |\n|---|---|');
  for (const [what, bytes] of rows) console.log(`| ${what} | ${kb(bytes)} |`);
} finally {
  await browser.close();
}
