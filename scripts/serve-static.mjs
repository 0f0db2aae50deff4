/**
 * Serves one built app (the shell or a remote) from its dist/ with security headers.
 * Usage: node scripts/serve-static.mjs <shell|mfe-text|mfe-seo|mfe-misc|mfe-dashboards>
 * Each site is its own process, so one remote can be stopped and started while the rest runs.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, watch } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { clearTimeout } from 'node:timers';
import sirv from 'sirv';
import { RELEASES_DIR, ROOT, RUN_DIR, loadDotEnv, sitesFromEnv } from './lib/env.mjs';
import { commonHeaders, remoteCsp, shellCsp } from './lib/securityHeaders.mjs';
import { RELEASE_PREFIX, releasePath, sitePath } from './lib/sitePath.mjs';

loadDotEnv();
const pkg = process.argv[2];
const sites = sitesFromEnv();
const site = pkg === 'shell' ? sites.shell : sites.remotes.find((remote) => remote.pkg === pkg);
if (!site) {
  console.error(`Unbekannte Site "${pkg}". Erlaubt: shell, ${sites.remotes.map((r) => r.pkg).join(', ')}`);
  process.exit(2);
}

const configFile = resolve(RUN_DIR, 'portal.config.json');
const config = JSON.parse(readFileSync(configFile, 'utf8'));
const dist = resolve(ROOT, pkg, 'dist');
if (!existsSync(resolve(dist, 'index.html'))) {
  console.error(`${pkg}: ${dist} ist nicht gebaut. Führe "npm run build -w ${pkg}" aus.`);
  process.exit(1);
}

const isShell = pkg === 'shell';
/** The CSP hashes of the inline scripts the shell's prerendered pages carry (read from the build). */
function inlineScriptHashes(dir) {
  const hashes = new Set();
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!String(file).endsWith('.html')) continue;
    for (const [, code] of readFileSync(resolve(dir, String(file)), 'utf8').matchAll(/<script>([^<]*)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
  }
  return [...hashes];
}

const siteCsp = () => (isShell ? shellCsp(config, inlineScriptHashes(dist)) : remoteCsp(config));
let csp = siteCsp();
// A build written while the site runs (`npm run build -w <pkg>` beside `npm start`): once the dist has
// been quiet for a moment, the CSP is taken again (the prerendered pages' inline scripts may differ).
let rebuilt;
watch(dist, () => {
  clearTimeout(rebuilt);
  rebuilt = setTimeout(() => {
    try {
      csp = siteCsp();
    } catch {
      // Still being written: the next change event tries again.
    }
  }, 500);
  // A watcher that fails (the folder replaced) only ends the renewal, never the site.
}).on('error', () => undefined);
const portalOrigins = new Set([sites.shell.origin, sites.shell.origin.replace('localhost', '127.0.0.1')]);
const hashed = /\.[0-9a-f]{8}\.js(\.map)?$/;

// The builds write .br and .gz beside each file (tooling/webpack.cjs); sirv sends the one the browser
// accepts with its Content-Encoding. It sets Vary: Accept-Encoding, which would replace a remote's Vary: Origin.
const compressed = { brotli: true, gzip: true };
const vary = isShell ? 'Accept-Encoding' : 'Origin, Accept-Encoding';

const files = sirv(dist, {
  ...compressed,
  // Files looked up per request, not listed once at start: a build written while the site runs is
  // served at once, and a file it removed is a 404 (a listed one crashed the server with ENOENT).
  dev: true,
  single: isShell,
  etag: true,
  dotfiles: false,
  setHeaders(res, pathname) {
    // Content-hashed chunks never change; entries, manifests and HTML must be revalidated so that a
    // new release is picked up on the next page load.
    res.setHeader('Cache-Control', hashed.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', vary);
  },
});

/**
 * A remote's released versions (`npm run release -w <pkg>`) under /releases/<version>/. Looked up on
 * every request (sirv's dev mode), so a release published while the site runs is served at once.
 * Version folders never change: everything in them may be cached for good, except the entry files
 * the runtime asks for first.
 */
const releases = isShell
  ? null
  : sirv(resolve(RELEASES_DIR, pkg), {
      ...compressed,
      dev: true,
      etag: true,
      dotfiles: false,
      setHeaders(res, pathname) {
        const entry = /\/(mf-manifest\.json|remoteEntry\.js|index\.html)$/.test(pathname);
        res.setHeader('Cache-Control', entry ? 'no-cache' : 'public, max-age=31536000, immutable');
        res.setHeader('Vary', vary);
      },
    });

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(commonHeaders)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', csp);
  if (!isShell) {
    // The shell fetches a remote's manifest and chunks across origins.
    const origin = req.headers.origin;
    if (origin && portalOrigins.has(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  }
  if (req.url === '/healthz') {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('ok');
    return;
  }
  if (isShell && req.url?.split('?')[0] === '/portal.config.json') {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    createReadStream(configFile).pipe(res);
    return;
  }
  const notFound = () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Nicht gefunden');
  };
  // Decided before sirv sees the path (lib/sitePath.mjs): nothing outside the site's folders, never
  // the channel file (releasers' e-mails, the staged tenant) or a half-built `.partial` folder.
  const path = sitePath(req.url);
  if (path === null) return notFound();
  if (releases && path.startsWith(RELEASE_PREFIX)) {
    // Only files inside version folders.
    const inside = releasePath(path);
    if (inside === null) return notFound();
    req.url = inside;
    releases(req, res, notFound);
    return;
  }
  req.url = path;
  files(req, res, notFound);
});

server.listen(site.port, '127.0.0.1', () => {
  console.log(`${pkg} läuft auf http://localhost:${site.port}`);
});

// Stop at once: close() alone waits for every open connection, and a browser's keep-alive one kept a
// stopped remote answering for more than the 30 s of an e2e test (CI run 14, reliability, mfe-text).
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2_000).unref();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
