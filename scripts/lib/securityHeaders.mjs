/**
 * Security headers for the static sites. The shell's CSP allows scripts from itself, exactly the
 * configured remote origins and the preview origins (PREVIEW_ORIGINS, a port may be `*`; none unless
 * the environment sets it, see env.mjs), and connections to those plus the gateway, auth and realtime
 * servers.
 * Google Tag Manager's origin is opened only when a container is configured (TAG_MANAGER_ID).
 */
const origin = (url) => new URL(url).origin;
const unique = (list) => [...new Set(list)];

/**
 * @param scriptHashes `'sha256-…'` of the inline scripts in the shell's HTML (the prerendered guest
 * pages' session note, shell/src/prerender/sessionHint.ts): exactly those run, no other inline script.
 */
export function shellCsp(config, scriptHashes = []) {
  const remoteOrigins = unique(Object.values(config.remotes).map(origin));
  // A developer's preview (POST /v1/preview decides who): scripts and the manifest from these only.
  const previewOrigins = config.previewOrigins ?? [];
  // A previewed dev server reloads the page over its own WebSocket when the code changes.
  const previewSockets = previewOrigins.map((entry) => entry.replace(/^http/, 'ws'));
  const logoOrigins = unique(
    config.publisher.logos
      .map((logo) => logo.src)
      .filter((src) => /^https?:/.test(src))
      .map(origin),
  );
  const emulator = config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [];
  const realtime = config.pusher.host
    ? [`ws://${config.pusher.host}:${config.pusher.port}`, `wss://${config.pusher.host}:${config.pusher.port}`]
    : [`wss://ws-${config.pusher.cluster}.pusher.com`, `https://sockjs-${config.pusher.cluster}.pusher.com`];
  const tagManager = config.tagManagerId ? [TAG_MANAGER_ORIGIN] : [];
  const directives = {
    'default-src': ["'self'"],
    // apis.google.com: Firebase loads gapi for the Microsoft sign-in popup.
    'script-src': ["'self'", ...scriptHashes, ...remoteOrigins, ...previewOrigins, 'https://apis.google.com', ...tagManager],
    // styled-components injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...logoOrigins, ...remoteOrigins, ...tagManager],
    'font-src': ["'self'"],
    // Text-To-Speech plays its audio from an object URL (mfe-misc/src/text-speech/useSpeech.ts);
    // nothing else plays media, so not even 'self'.
    'media-src': ['blob:'],
    'connect-src': [
      "'self'",
      ...remoteOrigins,
      ...previewOrigins,
      ...previewSockets,
      origin(config.gatewayUrl),
      ...emulator,
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...realtime,
      ...tagManager,
    ],
    'frame-src': [`https://${config.firebase.authDomain}`, ...emulator],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${unique(values).join(' ')}`)
    .join('; ');
}

/** Where the tag manager's container script comes from; it also loads and sends from there. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** A remote's own pages (its harness) need nothing but itself and the gateway. */
export function remoteCsp(config) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // The mfe-misc harness plays Text-To-Speech from an object URL, as the portal does.
    'media-src blob:',
    `connect-src 'self' ${origin(config.gatewayUrl)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const commonHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), geolocation=(), payment=(), usb=()',
  // Firebase's sign-in popup must be able to report back to the opener.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Frame-Options': 'DENY',
};
