/**
 * Runtime configuration from environment variables, with the defaults of the local stack.
 * `.env.example` at the root lists every variable; a `.env` beside it is read when present.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { currentRelease, manifestUrlFor } from 'portal-contract/releases';
import { productSlugOf } from 'portal-contract/productSlug';
import { readSharedEnvironment } from 'gateway/environment';
import { REMOTES } from 'portal-contract/remotes';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const RUN_DIR = resolve(ROOT, '.data', 'run');
/** `npm run release -w <remote>` writes releases/<pkg>/<version>/ and releases/<pkg>/channel.json. */
export const RELEASES_DIR = resolve(ROOT, 'releases');

export function loadDotEnv() {
  const file = resolve(ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/** The four remotes (package folder, federation name, default port), kept once in portal-contract. */
export { REMOTES } from 'portal-contract/remotes';

/** The preview origins of the local stack (`npm start`): a remote's dev server on any port of this machine. */
export const LOCAL_PREVIEW_ORIGINS = 'http://localhost:*,http://127.0.0.1:*';

const envKey = (pkg) => pkg.toUpperCase().replace(/-/g, '_');

/**
 * The variables whose names the scripts build (a remote's port and manifest, the footer's logos);
 * the rest they read by their literal names. scripts/test/environment.test.mjs checks that every one
 * is in .env.example, beside the gateway's.
 */
export const BUILT_VARIABLE_NAMES = [
  ...REMOTES.flatMap(({ pkg }) => [`${envKey(pkg)}_PORT`, `${envKey(pkg)}_MANIFEST_URL`]),
  ...[1, 2].flatMap((n) => [`PUBLISHER_LOGO_${n}_NAME`, `PUBLISHER_LOGO_${n}_HREF`, `PUBLISHER_LOGO_${n}_SRC`]),
];

/** A Google Tag Manager container id such as GTM-AB12CD3; anything else would end up in a script URL. */
export function tagManagerId(raw) {
  const id = raw.trim();
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(id)) throw new Error(`TAG_MANAGER_ID muss eine Container-ID wie GTM-AB12CD3 sein (ist "${raw}")`);
  return id;
}

function number(env, key, fallback) {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${key} muss eine positive ganze Zahl sein (ist "${raw}")`);
  return value;
}

/**
 * Ports and public URLs of every site of the local stack. A remote's manifest is
 * `<PKG>_MANIFEST_URL`, else its current release (releases/<pkg>/channel.json), else its dist/.
 * The checkout's releases are read for the process environment; a test passing its own env object
 * passes `releasesDir` too when it wants them.
 */
export function sitesFromEnv(env = process.env, releasesDir = env === process.env ? RELEASES_DIR : null) {
  const host = env.PUBLIC_HOST || 'localhost';
  const shellPort = number(env, 'SHELL_PORT', 3000);
  const shell = { pkg: 'shell', port: shellPort, origin: env.PORTAL_ORIGIN || `http://${host}:${shellPort}` };
  const remotes = REMOTES.map((remote) => {
    const port = number(env, `${envKey(remote.pkg)}_PORT`, remote.port);
    const origin = `http://${host}:${port}`;
    const released = releasesDir ? currentRelease(releasesDir, remote.pkg) : null;
    const manifestUrl = env[`${envKey(remote.pkg)}_MANIFEST_URL`] || manifestUrlFor(origin, released);
    return { ...remote, port, origin: new URL(manifestUrl).origin, manifestUrl };
  });
  return { shell, remotes };
}

/** The shell's portal.config.json. Only public values: no secret may ever be added here. */
export function portalConfigFromEnv(env = process.env, releasesDir = env === process.env ? RELEASES_DIR : null) {
  const { remotes } = sitesFromEnv(env, releasesDir);
  const productName = readSharedEnvironment(env).PRODUCT_NAME;
  const publisherName = env.PUBLISHER_NAME || 'SV-Gruppe';
  const logo = (n, name, href, src) => ({
    name: env[`PUBLISHER_LOGO_${n}_NAME`] || name,
    href: env[`PUBLISHER_LOGO_${n}_HREF`] || href,
    src: env[`PUBLISHER_LOGO_${n}_SRC`] || src,
  });
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  // The variables the gateway reads too: the same schema, defaults and meaning (gateway/src/environment/shared.mjs).
  const shared = readSharedEnvironment(env);
  return {
    productName,
    productSlug: shared.PRODUCT_SLUG ?? productSlugOf(productName),
    gatewayUrl: env.GATEWAY_URL || 'http://localhost:8080',
    chatUrl: env.CHAT_URL || 'https://chat.sv-gruppe.de',
    publisher: {
      name: publisherName,
      logos: [
        logo(1, 'SV-Gruppe', 'https://www.sv-gruppe.de', '/logos/sv-gruppe.svg'),
        logo(2, 'Partnerverlag', 'https://www.partnerverlag.de', '/logos/partner.svg'),
      ],
    },
    remotes: Object.fromEntries(remotes.map((remote) => [remote.name, remote.manifestUrl])),
    // Where developers may preview a remote from (the gateway decides who; the CSP allows only these).
    // Only what the environment lists: a deployment's CSP must not let a developer's machine
    // (localhost) serve scripts into the portal by default. `npm start` sets LOCAL_PREVIEW_ORIGINS.
    previewOrigins: (env.PREVIEW_ORIGINS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    firebase: {
      apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN || 'localhost',
      projectId: shared.FIREBASE_PROJECT_ID,
      ...(env.FIREBASE_APP_ID ? { appId: env.FIREBASE_APP_ID } : {}),
      ...(emulatorHost ? { emulatorHost } : {}),
    },
    microsoftTenantId: env.MICROSOFT_TENANT_ID || '',
    pusher: {
      key: shared.PUSHER_KEY,
      cluster: shared.PUSHER_CLUSTER,
      ...(shared.PUSHER_HOST ? { host: shared.PUSHER_HOST, port: shared.PUSHER_PORT ?? 6001, forceTLS: shared.PUSHER_TLS ?? false } : {}),
    },
    ...(env.TAG_MANAGER_ID ? { tagManagerId: tagManagerId(env.TAG_MANAGER_ID) } : {}),
    maxTextLength: shared.MAX_TEXT_LENGTH,
    maxAudioBytes: shared.AUDIO_MAX_BYTES,
    newsletter: {
      listId: shared.NEWSLETTER_LIST_ID,
      name: env.NEWSLETTER_NAME || 'KI-Newsletter',
      description:
        env.NEWSLETTER_DESCRIPTION || 'Neuigkeiten rund um KI in der Redaktion: neue Werkzeuge, Tipps und Beispiele – einmal im Monat.',
    },
  };
}
