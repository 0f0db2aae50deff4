/**
 * Token checks without the emulator, where its leniency is gone: firebase-admin without
 * FIREBASE_AUTH_EMULATOR_HOST checks RS256 signatures against Google's published certificates. The
 * SDK reads that variable on every call, process-wide, so this file runs in its own process (node
 * --test gives each file one) and never talks to the emulator.
 *
 * Offline, Google is played by test/support/googleStandIn.ts, reached through firebase-admin's
 * `httpAgent` (AppOptions) over TLS. Everything else is the gateway's own code path: the config in
 * production mode, `openFirebaseAuth`, `buildApp`, and plugins/auth.ts calling
 * `verifyIdToken(token, true)` — checked with GET /v1/me. The last block: a gateway outside
 * production (NODE_ENV's default) that was not told to trust an emulator (ALLOW_AUTH_EMULATOR) is
 * just as strict.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createHmac } from 'node:crypto';
import { buildApp, type GatewayApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type OpenDatabase } from '../src/db/client.ts';
import { seedAccounts } from '../src/db/seed.ts';
import { openFirebaseAuth, type FirebaseAuth } from '../src/firebase.ts';
import { databaseTargets, type DatabasePlace } from './support/databases.ts';
import { CERTS_PATH, foreignPrivateKey, idTokenClaims, signJwt, startGoogleStandIn, type GoogleStandIn } from './support/googleStandIn.ts';

delete process.env.FIREBASE_AUTH_EMULATOR_HOST;

const PROJECT = 'ki-portal-produktion';
const SESSION_EXPIRED = { error: { code: 'session-expired', message: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.' } };
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('ID tokens in production mode (RS256 against Google certificates)', () => {
  let google: GoogleStandIn;
  let place: DatabasePlace;
  let database: OpenDatabase;
  let firebase: FirebaseAuth;
  let app: GatewayApp;
  const anna = { uid: 'anna-uid-0001', email: 'anna@sv-gruppe.de' };

  before(async () => {
    google = await startGoogleStandIn(PROJECT);
    google.users.set(anna.uid, { ...anna });
    place = await databaseTargets[0]!.create();
    const config = loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: PROJECT, DATA_DIR: place.dataDir, SEED_DEMO: 'false' });
    assert.equal(config.firebaseAuthEmulatorHost, undefined);
    database = await openDatabase(config);
    await seedAccounts(database.db);
    firebase = openFirebaseAuth(config, { httpAgent: google.httpAgent, credential: google.credential });
    app = await buildApp({ config, db: database.db, auth: firebase.auth, logger: false });
  });
  after(async () => {
    await app.close();
    await database.close();
    await firebase.close();
    await place.drop();
    await google.close();
  });

  const getMe = (token: string) => app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${token}` } });
  const googleToken = (claims: Record<string, unknown>) =>
    signJwt({ alg: 'RS256', kid: google.kid, typ: 'JWT' }, claims, google.privateKey);

  test('firebase-admin is in production mode and fetches the keys through the agent', async () => {
    assert.equal(process.env.FIREBASE_AUTH_EMULATOR_HOST, undefined);
    const decoded = await firebase.auth.verifyIdToken(googleToken(idTokenClaims(PROJECT, anna)));
    assert.equal(decoded.uid, anna.uid);
    assert.ok(google.requests.includes(`GET www.googleapis.com ${CERTS_PATH}`), google.requests.join('\n'));
  });

  test("a token signed with Google's key passes the gateway (revocation checked at Google)", async () => {
    const response = await getMe(googleToken(idTokenClaims(PROJECT, anna)));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().user.uid, anna.uid);
    assert.equal(response.json().user.tenant, 'SV-Gruppe');
    assert.ok(
      google.requests.some((line) => line.endsWith(`/v1/projects/${PROJECT}/accounts:lookup`)),
      'checkRevoked asked Google',
    );
  });

  test('every forged, expired or foreign token is 401', async () => {
    const claims = idTokenClaims(PROJECT, anna);
    const signed = googleToken(claims);
    const [header, payload] = signed.split('.') as [string, string];
    const now = Math.floor(Date.now() / 1000);
    const forged: Record<string, string> = {
      'alg none, no signature': `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      "alg none with Google's kid": `${base64url({ alg: 'none', kid: google.kid, typ: 'JWT' })}.${payload}.`,
      'alg none, signature kept': `${base64url({ alg: 'none', kid: google.kid, typ: 'JWT' })}.${signed.split('.')[2]}`,
      "signed by another key, Google's kid": signJwt({ alg: 'RS256', kid: google.kid, typ: 'JWT' }, claims, foreignPrivateKey()),
      'signed by another key, unknown kid': signJwt({ alg: 'RS256', kid: 'anderer-schluessel', typ: 'JWT' }, claims, foreignPrivateKey()),
      'made-up signature': `${header}.${payload}.${Buffer.from('keine signatur').toString('base64url')}`,
      'claims changed after signing': `${header}.${base64url({ ...claims, sub: 'jemand-anderes', user_id: 'jemand-anderes' })}.${signed.split('.')[2]}`,
      'HS256 keyed with the public certificate': hs256(claims, google.kid, google.certificate),
      expired: googleToken({ ...claims, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }),
      'another project': googleToken({ ...claims, aud: 'anderes-projekt', iss: 'https://securetoken.google.com/anderes-projekt' }),
      'another issuer': googleToken({ ...claims, iss: 'https://boese.example/' }),
      'no subject': googleToken({ ...claims, sub: '', user_id: '' }),
      'user unknown to Google': googleToken(idTokenClaims(PROJECT, { uid: 'gibt-es-nicht', email: 'niemand@sv-gruppe.de' })),
    };
    for (const [kind, token] of Object.entries(forged)) {
      const response = await getMe(token);
      assert.equal(response.statusCode, 401, `${kind} → ${response.body}`);
      assert.deepEqual(response.json(), SESSION_EXPIRED, kind);
    }
  });

  test('a revoked token and the token of a disabled user are 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const ben = { uid: 'ben-uid-0002', email: 'ben@sv-gruppe.de' };
    const carla = { uid: 'carla-uid-0003', email: 'carla@sv-gruppe.de' };
    google.users.set(ben.uid, { ...ben, validSinceSeconds: now });
    google.users.set(carla.uid, { ...carla, disabled: true });

    assert.deepEqual((await getMe(googleToken(idTokenClaims(PROJECT, ben, now - 60)))).json(), SESSION_EXPIRED, 'issued before revocation');
    assert.equal((await getMe(googleToken(idTokenClaims(PROJECT, ben, now + 1)))).statusCode, 200, 'a new sign-in works');
    assert.deepEqual((await getMe(googleToken(idTokenClaims(PROJECT, carla)))).json(), SESSION_EXPIRED, 'disabled');
  });
});

describe('ID tokens in a gateway outside production without the emulator (the default NODE_ENV)', () => {
  // The local stack's project: the claims of an emulator token of `npm start`.
  const project = 'demo-ki-portal';
  let google: GoogleStandIn;
  let place: DatabasePlace;
  let database: OpenDatabase;
  let firebase: FirebaseAuth;
  let app: GatewayApp;
  const anna = { uid: 'anna-uid-0001', email: 'anna@sv-gruppe.de' };

  before(async () => {
    google = await startGoogleStandIn(project);
    google.users.set(anna.uid, { ...anna });
    place = await databaseTargets[0]!.create();
    const config = loadConfig({ DATA_DIR: place.dataDir, SEED_DEMO: 'false' });
    assert.deepEqual([config.nodeEnv, config.firebaseProjectId, config.firebaseAuthEmulatorHost], ['development', project, undefined]);
    database = await openDatabase(config);
    await seedAccounts(database.db);
    firebase = openFirebaseAuth(config, { httpAgent: google.httpAgent, credential: google.credential });
    app = await buildApp({ config, db: database.db, auth: firebase.auth, logger: false });
  });
  after(async () => {
    await app.close();
    await database.close();
    await firebase.close();
    await place.drop();
    await google.close();
  });

  const getMe = (token: string) => app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${token}` } });

  test('a forged alg none token (what the emulator issues) is 401 and gets no tenant', async () => {
    const claims = idTokenClaims(project, anna);
    for (const header of [
      { alg: 'none', typ: 'JWT' },
      { alg: 'none', kid: google.kid, typ: 'JWT' },
    ]) {
      const response = await getMe(`${base64url(header)}.${base64url(claims)}.`);
      assert.equal(response.statusCode, 401, response.body);
      assert.deepEqual(response.json(), SESSION_EXPIRED);
    }
    // The same user with a token Google signed passes: the 401 was the signature's.
    const signed = await getMe(signJwt({ alg: 'RS256', kid: google.kid, typ: 'JWT' }, claims, google.privateKey));
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal(signed.json().user.tenant, 'SV-Gruppe');
  });
});

/** Algorithm confusion: HMAC keyed with the RSA certificate, which a naive verifier would accept. */
function hs256(claims: Record<string, unknown>, kid: string, certificate: string): string {
  const input = `${base64url({ alg: 'HS256', kid, typ: 'JWT' })}.${base64url(claims)}`;
  return `${input}.${createHmac('sha256', certificate).update(input).digest('base64url')}`;
}
