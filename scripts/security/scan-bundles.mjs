#!/usr/bin/env node
/**
 * Scans what a browser can download — every `dist/` of the shell and the remotes, and `releases/` —
 * for secrets and fixed tokens: private keys, Google service-account fields, OpenAI and Azure keys,
 * `Bearer <literal>`, this machine's generated secrets (.data/run/realtime-secret, admin-token), the
 * demo passwords, and the values of secret environment variables that are set. A hit names the file
 * and the pattern, never the secret itself, and exits 1.
 *
 *   node scripts/security/scan-bundles.mjs [--root <dir>]
 */
import { REMOTES } from 'portal-contract/remotes';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const APPS = ['shell', ...REMOTES.map((remote) => remote.pkg)];
const SCANNED = /\.(?:m?js|html|json|map)$/;

/** Patterns that are a secret wherever they appear. */
export const PATTERNS = [
  { name: 'private key (PEM)', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/ },
  { name: 'service account private_key', pattern: /["']?private_key["']?\s*:\s*["']-----BEGIN/ },
  { name: 'service account client_email', pattern: /[\w.+-]+@[\w-]+\.iam\.gserviceaccount\.com/ },
  { name: 'service account private_key_id', pattern: /["']private_key_id["']\s*:\s*["'][0-9a-f]{40}["']/ },
  { name: 'OpenAI key (sk-…)', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/ },
  {
    name: 'Azure key',
    pattern:
      /(?:api-key|ocp-apim-subscription-key|azure[_-]?openai[_-]?(?:api[_-]?)?key|AccountKey)["'`]?\s*[:=]\s*["'`]?[A-Za-z0-9+/]{32,}/i,
  },
  // A token written into the code; `Bearer ${token}` and "Bearer ".concat(t) are fine.
  { name: 'Bearer <literal>', pattern: /Bearer\s+[A-Za-z0-9\-._~+/]{16,}=*/ },
];

/** Environment variables whose values are secret (PUSHER_KEY is public, PUSHER_SECRET is not). */
const SECRET_ENV = /^(?:(?:AI|OPENAI|AZURE_OPENAI|AZURE|ADMIN)_\w*(?:KEY|TOKEN|SECRET|PASSWORD)|ADMIN_TOKEN|PUSHER_SECRET|OPENAI_API_KEY)$/;
/** Shorter values would match ordinary text. */
const MIN_SECRET_LENGTH = 8;

/** The fixed values of this checkout and environment: name (never the value) → value. */
export function fixedSecrets(root, env = process.env) {
  const secrets = [];
  for (const file of ['realtime-secret', 'admin-token']) {
    const path = join(root, '.data', 'run', file);
    if (existsSync(path)) secrets.push({ name: `.data/run/${file}`, value: readFileSync(path, 'utf8').trim() });
  }
  const demoUsers = join(root, 'gateway', 'demo-users.json');
  if (existsSync(demoUsers)) {
    for (const user of JSON.parse(readFileSync(demoUsers, 'utf8'))) {
      if (user.password) secrets.push({ name: `demo password of ${user.email}`, value: user.password });
    }
  }
  for (const [name, value] of Object.entries(env)) {
    if (SECRET_ENV.test(name) && value) secrets.push({ name: `value of ${name}`, value: value.trim() });
  }
  return secrets.filter(({ value }) => value.length >= MIN_SECRET_LENGTH);
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile() && SCANNED.test(entry.name)) yield path;
  }
}

/** The directories a browser can download from: each app's dist/ and releases/. */
export function bundleDirs(root) {
  return [...APPS.map((app) => join(root, app, 'dist')), join(root, 'releases')].filter((dir) => existsSync(dir));
}

/** Every hit as { file, what }, and how many files were read. */
export function scanBundles(root, env = process.env) {
  const secrets = fixedSecrets(root, env);
  const hits = [];
  let files = 0;
  for (const dir of bundleDirs(root)) {
    for (const file of filesUnder(dir)) {
      files += 1;
      const text = readFileSync(file, 'utf8');
      for (const { name, pattern } of PATTERNS) if (pattern.test(text)) hits.push({ file: relative(root, file), what: name });
      for (const { name, value } of secrets) if (text.includes(value)) hits.push({ file: relative(root, file), what: name });
    }
  }
  return { hits, files, dirs: bundleDirs(root).map((dir) => relative(root, dir)) };
}

function main(argv) {
  const rootIndex = argv.indexOf('--root');
  const root = resolve(rootIndex >= 0 ? (argv[rootIndex + 1] ?? '.') : resolve(import.meta.dirname, '..', '..'));
  const { hits, files, dirs } = scanBundles(root);
  if (dirs.length === 0) {
    console.error('✖ Keine Bundles gefunden (no dist/ or releases/): erst bauen (npm run build).');
    return 2;
  }
  if (hits.length > 0) {
    for (const { file, what } of hits) console.error(`✖ ${file}: ${what}`);
    console.error(
      `✖ ${hits.length} Fund(e) in Bundles – Geheimnisse gehören nie in den Browser (${hits.length} secret(s) found in bundles).`,
    );
    return 1;
  }
  console.log(`✔ Keine Geheimnisse in ${files} Dateien aus ${dirs.join(', ')} (no secrets in ${files} bundle files).`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
