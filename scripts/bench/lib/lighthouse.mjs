/**
 * Lighthouse 12.2.3 (mobile preset: its default config, simulated throttling) in Debian's Chromium,
 * for /login and for / signed in, `runs` times each (the budget holds for the worst run, not the best);
 * /login also once with the desktop preset. Sign-in happens in the same browser over CDP, and Lighthouse is
 * told to keep storage, so the second run sees the signed-in home page.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PORTAL_URL, signIn } from './browser.mjs';

const score = (category) => Math.round((category?.score ?? 0) * 100);

async function audit(port, url, disableStorageReset, preset = 'mobile') {
  const flags = {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset,
  };
  const { lhr } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  return {
    url: url.replace(PORTAL_URL, '') || '/',
    preset,
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    // Lighthouse's own measure of the host's CPU speed at the start of the run (higher is faster): the
    // simulated phone is this host slowed down four times, so a slow moment of the host is a slow phone.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    // A run Lighthouse could not measure scores 0; its reason (e.g. NO_FCP) goes into the table.
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/**
 * Lighthouse's own recording failures, not the page's: about one run in ten on this machine recorded
 * no navigation start (NO_NAVSTART) when Chromium moved the tab into a new renderer process. Such a
 * run is measured again, at most twice, and the table says so; any other error (no paint, a page
 * that fails to load) counts as the run's result.
 */
const NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const REPEATS = 2;

async function auditRecorded(port, url, disableStorageReset, preset) {
  const repeatedFor = [];
  for (;;) {
    const result = await audit(port, url, disableStorageReset, preset);
    const code = result.error?.split(':')[0];
    if (!NOT_RECORDED.has(code) || repeatedFor.length === REPEATS) return { ...result, repeatedFor };
    repeatedFor.push(code);
  }
}

/** @returns {Promise<{url: string, preset: string, performance: number, accessibility: number, bestPractices: number, lcpMs: number, tbtMs: number, benchmarkIndex: number, error: string | null, repeatedFor: string[]}[]>} */
export async function measureLighthouse({ runs = 5 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    // Mobile is the budget's preset; desktop says what staff on a laptop get.
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await auditRecorded(chrome.port, `${PORTAL_URL}/login`, false, 'mobile'));
    results.push(await auditRecorded(chrome.port, `${PORTAL_URL}/login`, false, 'desktop'));
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await signIn(page);
    await page.close();
    // Lighthouse alone on the browser from here: Playwright, still connected, attached itself to every tab.
    await browser.close();
    for (let run = 0; run < runs; run += 1) results.push(await auditRecorded(chrome.port, `${PORTAL_URL}/`, true, 'mobile'));
    return results;
  } finally {
    await chrome.kill();
  }
}
