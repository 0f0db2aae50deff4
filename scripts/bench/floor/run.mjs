/**
 * The floor under the Lighthouse budget (docs/architecture.md, „Budgets“): what Lighthouse mobile gives
 * on this machine to pages that do less than the portal, measured the way the bench measures the
 * portal (Lighthouse 12.2.3, its default mobile config with simulated throttling, Debian's Chromium).
 *
 * - „Nur React“: the home page's twelve cards rendered by React alone.
 * - „UI-Stack“: the same cards through styled-components, react-router, RTK Query, react-redux and
 *   lucide (no Module Federation, sign-in, gateway or realtime).
 * - „/login“: the portal's built /login (shell/dist).
 *
 * Each page is served with the portal's security headers (scripts/lib/securityHeaders.mjs), and once
 * more without Cross-Origin-Opener-Policy, the one of them that makes Chromium start the page in a
 * new renderer process (a new browsing context group) instead of the tab's current one.
 *
 * Runs are interleaved (run 1 of every page, then run 2, …) so that the host's changing speed meets
 * every page alike. Usage: `npm run bench:floor` after a build of the shell (`npm start` builds it);
 * FLOOR_RUNS sets the runs per page (5), FLOOR_PAGES=React,login picks pages by name.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { RUN_DIR } from '../../lib/env.mjs';
import { commonHeaders } from '../../lib/securityHeaders.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/browser.mjs';
import { median, spread } from '../lib/spread.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
const OUT = resolve(ROOT, '.data', 'bench-floor');
const RUNS = Number(process.env.FLOOR_RUNS ?? 5);
const requireTooling = createRequire(resolve(ROOT, 'tooling', 'package.json'));
const webpack = requireTooling('webpack');
const { reactRouterProductionBuild, scriptRule } = requireTooling('./webpack.cjs');

/** One production bundle per floor page, built as the portal's are (swc, react-router's production build). */
async function buildPage(name) {
  const dir = join(OUT, name);
  const config = {
    mode: 'production',
    context: import.meta.dirname,
    entry: `./${name}.jsx`,
    output: { path: dir, filename: 'page.[contenthash:8].js', publicPath: '/', clean: true },
    resolve: { extensions: ['.jsx', '.mjs', '.js'], alias: reactRouterProductionBuild() },
    module: { rules: [scriptRule(true)] },
    performance: { hints: false },
  };
  const stats = await new Promise((done, fail) => webpack(config, (error, result) => (error ? fail(error) : done(result))));
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const script = Object.keys(stats.compilation.assets).find((file) => file.endsWith('.js'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="de"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/><title>KI-Portal</title><script defer src="/${script}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, 'capabilities.json'), JSON.stringify({ lacksProvider: false }));
  return dir;
}

const TYPES = { '.html': 'text/html;charset=utf-8', '.js': 'text/javascript', '.json': 'application/json', '.svg': 'image/svg+xml' };
const compressed = new Map();

/**
 * A static site on a free port: `dirs` are searched in order; an address without a file is its .html.
 * Not sirv as in serve-static.mjs: sirv sends only the .br copies a build wrote, and the floor's pages
 * have none, so every file is compressed here alike and Lighthouse's network model sees each page the same.
 */
function serve(dirs, headers) {
  const fileFor = (pathname) => {
    const name = pathname === '/' ? 'index.html' : decodeURIComponent(pathname.slice(1));
    for (const dir of dirs)
      for (const candidate of [name, `${name}.html`]) {
        const file = join(dir, candidate);
        if (file.startsWith(dir) && existsSync(file) && extname(file)) return file;
      }
    return null;
  };
  const server = createServer((request, response) => {
    const file = fileFor(new URL(request.url, 'http://floor').pathname);
    if (!file) return response.writeHead(404).end();
    if (!compressed.has(file)) compressed.set(file, brotliCompressSync(readFileSync(file)));
    response.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': 'br',
      'Cache-Control': file.endsWith('.html') ? 'no-cache' : 'max-age=31536000, immutable',
    });
    response.end(compressed.get(file));
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready({ port: server.address().port, close: () => server.close() })));
}

async function main() {
  const shellDist = resolve(ROOT, 'shell', 'dist');
  if (!existsSync(join(shellDist, 'login.html')))
    throw new Error('shell/dist/login.html fehlt: erst „npm start“ oder „npm run build -w shell“.');
  mkdirSync(OUT, { recursive: true });
  const withoutOpener = Object.fromEntries(Object.entries(commonHeaders).filter(([name]) => name !== 'Cross-Origin-Opener-Policy'));
  const sites = [
    { what: 'Nur React', dirs: [await buildPage('reactOnly')], path: '/' },
    { what: 'UI-Stack (styled-components, react-router, RTK Query)', dirs: [await buildPage('stack')], path: '/' },
    { what: '/login des Portals', dirs: [shellDist, RUN_DIR], path: '/login' },
  ].filter((site) => !process.env.FLOOR_PAGES || process.env.FLOOR_PAGES.split(',').some((part) => site.what.includes(part)));
  // Each page as the portal serves it, and without the header that starts it in a new renderer process.
  const pages = [];
  for (const site of sites) {
    pages.push({ what: site.what, site: await serve(site.dirs, commonHeaders), path: site.path });
    pages.push({ what: `${site.what} ohne COOP`, site: await serve(site.dirs, withoutOpener), path: site.path });
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const results = new Map(pages.map((page) => [page, []]));
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const page of pages) {
        const url = `http://localhost:${page.site.port}${page.path}`;
        const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
        results.get(page).push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          error: lhr.runtimeError?.code ?? null,
        });
        console.error(`Lauf ${run}/${RUNS}: ${page.what}`);
      }
    }
  } finally {
    await chrome.kill();
    for (const page of pages) page.site.close();
  }
  console.log(`| Seite | Leistung mobil | TBT | benchmarkIndex (Median) |\n|---|---|---|---|`);
  for (const [page, runs] of results) {
    const score = spread(runs.map((run) => run.score));
    const tbt = spread(
      runs.map((run) => run.tbt),
      { worst: Math.max, unit: ' ms' },
    );
    const errors = runs.filter((run) => run.error).map((run) => run.error);
    console.log(
      `| ${page.what} | ${score.text} | ${tbt.text} | ${median(runs.map((run) => run.benchmarkIndex))}${errors.length ? ` · ${errors.join(', ')}` : ''} |`,
    );
    console.log(`|  | ${runs.map((run) => run.score).join(', ')} | ${runs.map((run) => run.tbt).join(', ')} | |`);
  }
}

await main();
