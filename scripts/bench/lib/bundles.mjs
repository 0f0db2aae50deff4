/**
 * What the browser really loads, gzip-compressed: the first load of /login and of / (signed in),
 * what the first visit of each remote page adds, and whether any shared singleton was loaded twice.
 */
/* global window, performance -- page.evaluate runs in the browser */
import { gzipSync } from 'node:zlib';
import { FIRST_PAGE_MARK } from 'portal-contract/marks';
import { navigateInApp, PORTAL_URL, remotePages, signIn } from './browser.mjs';

/**
 * Collects every JavaScript response of the page: URL → gzip size of its body. Reading a body is
 * asynchronous, so `settled()` waits for the reads still running: without it a page's last scripts
 * could land after its sum and be counted for the next page (seen: /seo-self-made 0 KB and
 * /short-link 61 KB in one run, 27.5 and 33.7 KB in the next).
 */
function recordScripts(page) {
  const sizes = new Map();
  // What went over the wire (the encoded body) and in which encoding: the static sites send the
  // builds' Brotli copies to a browser that accepts them.
  const transferred = new Map();
  // When each script was asked for (ms since 1970), to split the first load at the page's mark.
  const asked = new Map();
  const reading = new Set();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const read = Promise.all([response.body(), response.request().sizes()])
      .then(([body, { responseBodySize }]) => {
        asked.set(response.url(), response.request().timing().startTime);
        sizes.set(response.url(), gzipSync(body, { level: 9 }).length);
        transferred.set(response.url(), { bytes: responseBodySize, encoding: response.headers()['content-encoding'] ?? 'keine' });
      })
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return { sizes, transferred, asked, settled: () => Promise.all([...reading]) };
}

/** When the shell marked the tab's first page as shown (shell/src/layout/firstPage.ts), ms since 1970. */
function firstPageShownAt(page) {
  return page.evaluate((name) => {
    const [mark] = performance.getEntriesByName(name);
    return mark ? performance.timeOrigin + mark.startTime : null;
  }, FIRST_PAGE_MARK);
}

/**
 * The first load of a page: every script asked for until the app showed its first page (heading, no
 * skeleton), and what the portal loads after that — the realtime client, the avatar — on its own.
 * Without the mark (an older shell, a page that never showed) every script counts.
 */
async function firstLoadOf(page, recorded) {
  const shownAt = await firstPageShownAt(page);
  const urls = [...recorded.sizes.keys()];
  const later = shownAt === null ? [] : urls.filter((url) => recorded.asked.get(url) > shownAt);
  const before = urls.filter((url) => !later.includes(url));
  const name = (url) => new URL(url).pathname.replace(/^\//, '').replace(/\.[0-9a-f]{8}\.js$/, '');
  return {
    kb: kb(sum(recorded.sizes, before)),
    afterFirstPage: { kb: kb(sum(recorded.sizes, later)), scripts: later.map(name) },
  };
}

/** The first load as sent: its bytes and the encodings the scripts came in (e.g. „br“). */
function wire(recorded) {
  const entries = [...recorded.transferred.values()];
  const encodings = [...new Set(entries.map(({ encoding }) => encoding))].sort().join(', ');
  return { transferredKb: kb(entries.reduce((total, { bytes }) => total + bytes, 0)), encodings };
}

const sum = (sizes, urls = [...sizes.keys()]) => urls.reduce((total, url) => total + (sizes.get(url) ?? 0), 0);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Bytes a step adds to the page: runs `step`, waits for quiet, sums the scripts that are new. */
async function added(page, recorded, step) {
  await recorded.settled();
  const before = new Set(recorded.sizes.keys());
  await step();
  await page.waitForLoadState('networkidle');
  await recorded.settled();
  return sum(
    recorded.sizes,
    [...recorded.sizes.keys()].filter((url) => !before.has(url)),
  );
}

/** Shared packages by the copies that were loaded (from the federation runtime's share scopes). */
function loadedSingletons(page) {
  return page.evaluate(() => {
    const copies = {};
    for (const { default: shared } of Object.values(window.__FEDERATION__.__SHARE__)) {
      for (const [pkg, versions] of Object.entries(shared)) {
        for (const [version, entry] of Object.entries(versions)) {
          if (entry.loaded) (copies[pkg] ??= new Set()).add(`${version} from ${entry.from}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(copies).map(([pkg, set]) => [pkg, [...set]]));
  });
}

/**
 * @returns {Promise<{ firstLoad: {what: string, kb: number, afterFirstPage: {kb: number, scripts: string[]}, transferredKb?: number, encodings?: string}[], remotePages: {what: string, kb: number}[],
 *   charts: number, singletons: Record<string, string[]> }>}
 */
export async function measureBundles(browser) {
  const context = await browser.newContext();
  try {
    const login = await context.newPage();
    const loginScripts = recordScripts(login);
    await login.goto(`${PORTAL_URL}/login`, { waitUntil: 'networkidle' });
    // The login page asks for its scripts at first use (shell/src/prerender/entryScript.ts): the
    // first load is what a click into the form loads until the page runs.
    await login.getByLabel('E-Mail-Adresse').focus();
    // Until React runs it the form has no submit button (untilHydrated in shell/src/auth/useHydrated.ts).
    await login.locator('form button[type="submit"]').waitFor();
    await login.waitForLoadState('networkidle');
    await loginScripts.settled();
    const firstLoad = [{ what: '/login', ...(await firstLoadOf(login, loginScripts)), ...wire(loginScripts) }];
    await signIn(login);

    // A fresh tab, signed in: the first load of the home page.
    const home = await context.newPage();
    const homeScripts = recordScripts(home);
    await home.goto(`${PORTAL_URL}/`, { waitUntil: 'networkidle' });
    await home.getByRole('heading', { level: 1, name: /Willkommen/ }).waitFor();
    await homeScripts.settled();
    // Its scripts partly come from the cache of the /login tab, so only its gzip figure says something.
    firstLoad.push({ what: '/ (signed in)', ...(await firstLoadOf(home, homeScripts)) });

    const pages = [];
    for (const [path, title] of remotePages) {
      const bytes = await added(home, homeScripts, async () => {
        await navigateInApp(home, path);
        // Its own title: the previous page's heading is still there for a moment.
        await home.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      });
      pages.push({ what: path, kb: kb(bytes) });
    }
    const charts = await added(home, homeScripts, async () => {
      await home.getByRole('tab', { name: 'Reichweite' }).click();
      await home.locator('figure svg').first().waitFor();
    });
    return { firstLoad, remotePages: pages, charts: kb(charts), singletons: await loadedSingletons(home) };
  } finally {
    await context.close();
  }
}
