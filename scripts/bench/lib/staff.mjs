/**
 * Signed-in staff for the benches: accounts `<prefix>-NNN@sv-gruppe.de` in the Auth emulator,
 * created once and reused, confirmed, and registered with the gateway (their first /v1/me).
 */
import { Buffer } from 'node:buffer';

export const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const BENCH_PASSWORD = 'Bench-Passwort-1';

async function identityToolkit(action, body) {
  return fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
}

const emailVerifiedIn = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).email_verified === true;

/** The emulator's admin API (its fixed "owner" credential): marks the address confirmed. */
async function confirmEmail(localId) {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/demo-ki-portal/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  if (!response.ok) throw new Error(`Bestätigung im Emulator fehlgeschlagen: HTTP ${response.status}`);
}

export async function idToken({ email, password }) {
  const response = await identityToolkit('signInWithPassword', { email, password });
  if (!response.ok) throw new Error(`Anmeldung fehlgeschlagen: HTTP ${response.status}`);
  return (await response.json()).idToken;
}

/** ID tokens of `count` staff accounts named after `prefix`, 20 signed in at a time. */
export async function staffTokens(prefix, count) {
  const tokens = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, async (_, offset) => {
      const email = `${prefix}-${String(start + offset).padStart(3, '0')}@sv-gruppe.de`;
      let response = await identityToolkit('signInWithPassword', { email, password: BENCH_PASSWORD });
      if (!response.ok) response = await identityToolkit('signUp', { email, password: BENCH_PASSWORD });
      if (!response.ok) throw new Error(`Bench-Nutzer ${email}: HTTP ${response.status}`);
      let { idToken: token, localId } = await response.json();
      if (!emailVerifiedIn(token)) {
        // The gateway serves confirmed addresses only: confirm it as its owner would, then a fresh token says so.
        await confirmEmail(localId);
        ({ idToken: token } = await (await identityToolkit('signInWithPassword', { email, password: BENCH_PASSWORD })).json());
      }
      // The first call registers the membership, as the first sign-in in the portal does.
      const me = await fetch(`${GATEWAY}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
      if (!me.ok) throw new Error(`Bench-Nutzer ${email}: /v1/me HTTP ${me.status}`);
      return token;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}
