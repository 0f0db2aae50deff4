/**
 * After the shell's build: writes one HTML file per page into dist/ (login.html, admin/users.html,
 * index.html for /) with the prerendered markup and critical CSS (shell/src/prerender), and their
 * Brotli and gzip copies. The static site serves /login from login.html; the browser hydrates it.
 * The page is rendered with the portal.config.json `npm start` would serve from the same
 * environment, so product and publisher names match what the browser hydrates with.
 */
import { Buffer } from 'node:buffer';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { loadDotEnv, portalConfigFromEnv } from 'portal-scripts/env.mjs';

const shellDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(shellDir, 'dist');
const require = createRequire(import.meta.url);
const { renderPage, prerenderedPaths, sessionHintScript, startAfterFirstPaintScript, startOnFirstUseScript } = require(
  join(shellDir, '.prerender', 'renderPage.cjs'),
);

loadDotEnv();
const config = portalConfigFromEnv();
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html: <div id="root"></div> fehlt');
const entryTag = template.match(/<script defer="defer" src="([^"]+)"><\/script>/);
if (!entryTag) throw new Error('dist/index.html: <script defer src="…"> des Einstiegs fehlt');

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fileOf = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

function write(file, html) {
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  const body = Buffer.from(html);
  writeFileSync(target, body);
  writeFileSync(`${target}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${target}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

for (const path of prerenderedPaths) {
  const page = await renderPage(path, config);
  // React puts a preload for every <img> (the footer's logos) before the markup: the logos are not
  // what the first paint waits for, and a phone's first bytes belong to the scripts.
  const markup = page.html.replace(/^(<link rel="preload" as="image"[^>]*\/>)+/, '');
  // A signed-in visitor of /login or /sign-up is sent on before anything paints.
  const hint = page.guestPage ? `<script>${sessionHintScript}</script>` : '';
  // The entry is asked for at first use (guest pages) or after the first paint, from the end of the
  // body, so the root is there when it runs (shell/src/prerender/entryScript.ts).
  const start = page.guestPage ? startOnFirstUseScript(entryTag[1]) : startAfterFirstPaintScript(entryTag[1]);
  const html = template
    .replace(entryTag[0], '')
    .replace('</body>', `<script>${start}</script></body>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<head>', `<head>${hint}`)
    .replace('</head>', `${page.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${markup}</div>`);
  write(fileOf(path), html);
}
console.log(`Vorgerendert: ${prerenderedPaths.length} Seiten in ${dist}`);
