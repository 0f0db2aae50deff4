import { gzipSync } from 'node:zlib';
import { readFileSync, existsSync } from 'node:fs';
import sm from 'source-map';
import { launchChromium, signIn } from './bench/lib/browser.mjs';
const dirs = { 3000: 'shell', 3001: 'mfe-text', 3002: 'mfe-seo', 3003: 'mfe-misc', 3004: 'mfe-dashboards' };
function attribute(url, body) {
  const u = new URL(url); const dir = dirs[u.port];
  const file = `/work/main/${dir}/dist${u.pathname}.map`;
  if (!existsSync(file)) return {};
  const map = new sm.SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
  const lines = body.split('\n'); const by = {};
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]; let last = null; let lastCol = 0;
    const segs = [];
    map.eachMapping((m) => {}, null);
    break;
  }
  // simple: per generated mapping, attribute bytes until next mapping
  const maps = []; map.eachMapping((m) => maps.push(m));
  const lineStarts = [0]; for (const l of lines) lineStarts.push(lineStarts.at(-1) + l.length + 1);
  const pos = (m) => lineStarts[m.generatedLine - 1] + m.generatedColumn;
  maps.sort((a, b) => pos(a) - pos(b));
  for (let i = 0; i < maps.length; i++) {
    const end = i + 1 < maps.length ? pos(maps[i + 1]) : body.length;
    let src = maps[i].source ?? '?';
    const nm = src.match(/node_modules\/((@[^/]+\/)?[^/]+)/); src = nm ? nm[1] : src.replace(/.*?\/(shell|shared-auth|shared-ui|portal-contract|mfe-[a-z]+)\//, '$1/').split('/').slice(0, 2).join('/');
    by[src] = (by[src] ?? 0) + (end - pos(maps[i]));
  }
  return by;
}
const browser = await launchChromium();
const ctx = await browser.newContext();
async function load(page, path, after) {
  const sizes = new Map(); const reads = [];
  page.on('response', (r) => { if ((r.headers()['content-type'] ?? '').includes('javascript')) reads.push(r.body().then((b) => sizes.set(r.url(), b)).catch(() => {})); });
  await page.goto('http://localhost:3000' + path, { waitUntil: 'networkidle' });
  if (after) await after();
  await Promise.all(reads);
  let t = 0; const pk = {};
  for (const [u, b] of sizes) {
    const g = gzipSync(b, { level: 9 }).length; t += g;
    const by = attribute(u, b.toString('utf8')); const raw = b.length;
    for (const [k, v] of Object.entries(by)) pk[k] = (pk[k] ?? 0) + (v / raw) * g;
    console.log((g / 1024).toFixed(1).padStart(6), u.replace('http://localhost:', ''));
  }
  console.log(path, 'total', (t / 1024).toFixed(1));
  for (const [k, v] of Object.entries(pk).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log('   ', (v / 1024).toFixed(1).padStart(6), k);
}
const p = await ctx.newPage();
await load(p, '/login');
await signIn(p);
const h = await ctx.newPage();
await load(h, '/', () => h.getByRole('heading', { level: 1, name: /Willkommen/ }).waitFor());
await browser.close();
