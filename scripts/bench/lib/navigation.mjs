/**
 * Cold navigation: the first visit of each remote page in a signed-in tab, from the in-app
 * navigation until its h1 is in the document, timed inside the page (performance.now), plus the
 * remote's files from the Resource Timing entries.
 */
/* global window, document, performance, requestAnimationFrame, PopStateEvent -- runs in the browser */
import { PORTAL_URL, remotePages, signIn } from './browser.mjs';

/** @returns {Promise<{ path: string, ms: number, remoteFiles: number }[]>} */
export async function measureColdNavigation(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page);
    const results = [];
    for (const [path, title] of remotePages) {
      // A fresh home page per remote: every remote is cold, nothing is in the memory cache.
      await page.goto(`${PORTAL_URL}/`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: /Willkommen/ }).waitFor();
      const timing = await page.evaluate(
        ([to, heading]) =>
          new Promise((resolve) => {
            const resourcesBefore = performance.getEntriesByType('resource').length;
            const start = performance.now();
            window.history.pushState({}, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
            const check = () => {
              if (document.querySelector('h1')?.textContent === heading) {
                const remoteFiles = performance
                  .getEntriesByType('resource')
                  .slice(resourcesBefore)
                  .filter((entry) => !entry.name.includes('/v1/'));
                resolve({ ms: performance.now() - start, remoteFiles: remoteFiles.length });
              } else requestAnimationFrame(check);
            };
            check();
          }),
        [path, title],
      );
      results.push({ path, ms: Math.round(timing.ms), remoteFiles: timing.remoteFiles });
    }
    return results;
  } finally {
    await context.close();
  }
}
