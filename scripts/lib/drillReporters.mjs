/**
 * Three people for the `--drill-broken` drill: the gateway rolls a release back by itself only when
 * its failures come from at least three different signed-in reporters (MIN_FAILING_REPORTERS in
 * gateway/src/releases/healthWatch.ts), and the demo logins hold one SV-Gruppe account. Confirmed
 * SV-Gruppe accounts in the local Auth emulator, created once and reused; the e2e suite's
 * releaseHealth.spec.ts signs in with the same ones.
 */
// No imports: the e2e suite loads this file through Playwright's TypeScript transform, which breaks
// the ES module chain behind authEmulator.mjs (env.mjs). Host and project as there.
const AUTH_EMULATOR_HOST = '127.0.0.1:9099';
const PROJECT_ID = 'demo-ki-portal';
const PASSWORD = 'Uebung-Passwort-1';

export const DRILL_REPORTERS = [1, 2, 3].map((n) => ({
  email: `uebung-${n}@sv-gruppe.de`,
  password: PASSWORD,
  displayName: `Übung ${n}`,
  tenant: 'SV-Gruppe',
}));

/** Creates the accounts that are missing and confirms all three; throws when the emulator does not answer. */
export async function ensureDrillReporters(host = process.env.FIREBASE_AUTH_EMULATOR_HOST || AUTH_EMULATOR_HOST) {
  const call = (path, body, headers = {}) =>
    fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  for (const { email, password, displayName } of DRILL_REPORTERS) {
    let account = await call('accounts:signInWithPassword?key=demo-api-key', { email, password, returnSecureToken: true });
    if (!account.ok) account = await call('accounts:signUp?key=demo-api-key', { email, password, displayName, returnSecureToken: true });
    if (!account.ok) throw new Error(`Übungskonto ${email}: HTTP ${account.status}`);
    const { localId } = await account.json();
    // Confirmed as its owner would (the gateway gives a tenant to confirmed addresses only), through
    // the emulator's admin API and its fixed "owner" credential.
    const update = await call(
      `projects/${PROJECT_ID}/accounts:update`,
      { localId, emailVerified: true, displayName },
      { Authorization: 'Bearer owner' },
    );
    if (!update.ok) throw new Error(`Übungskonto ${email}: Bestätigung fehlgeschlagen (HTTP ${update.status})`);
  }
  return DRILL_REPORTERS;
}
