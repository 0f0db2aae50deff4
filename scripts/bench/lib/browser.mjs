/** Debian's Chromium for the bench, and a signed-in page of the running `npm start` stack. */
/* global window, PopStateEvent -- page.evaluate runs in the browser */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { demoLogins } from '../../lib/demoLogins.mjs';

export const PORTAL_URL = process.env.PORTAL_URL ?? 'http://localhost:3000';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags the e2e suite launches Chromium with, so bench and tests measure the same browser. */
export const CHROMIUM_ARGS = JSON.parse(readFileSync(new URL('../../lib/chromium-args.json', import.meta.url), 'utf8'));

export const launchChromium = (options = {}) => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ...options });

/** Signs the first demo user in through the login form, as staff do. */
export async function signIn(page) {
  const [user] = demoLogins();
  await page.goto(`${PORTAL_URL}/login`);
  await page.getByLabel('E-Mail-Adresse').fill(user.email);
  await page.getByLabel('Passwort', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: /Willkommen/ }).waitFor();
}

/** Client-side navigation, as a click on a nav link does (no reload, the shell stays). */
export async function navigateInApp(page, path) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** One page of each remote, with the h1 that says it has rendered. */
export const remotePages = [
  ['/summarize', 'Text zusammenfassen'],
  ['/text-redact', 'Text redigieren'],
  ['/seo-self-made', 'SEO Self Made'],
  ['/short-link', 'Link Shortener'],
  ['/workday-faq', 'Workday FAQ'],
  ['/dashboards', 'Dashboards'],
];
