/**
 * Microsoft sign-in restricted to one Entra tenant, decided by the gateway: the Microsoft ID token of
 * the sign-in is checked against Microsoft's published keys (a local stand-in of the key endpoint
 * here, with keys made by the test) and must come from the configured tenant, for our app, for this
 * Firebase user. The Firebase side is the real emulator's microsoft.com sign-in.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { eq } from 'drizzle-orm';
import { auditLog, microsoftSignIns } from '../src/db/schema.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, decodeToken, linkMicrosoft, signInWithMicrosoft } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

const TENANT = '0a1b2c3d-0000-4000-8000-00000000beef';
const OTHER_TENANT = '99999999-0000-4000-8000-000000000bad';
const CLIENT = '5e5e5e5e-1111-4222-8333-444444444444';

type Keys = Awaited<ReturnType<typeof generateKeyPair>>;

/** Microsoft's key endpoint, played locally: GET /<tenant>/discovery/v2.0/keys. */
async function keyEndpoint(keys: Keys): Promise<{ server: Server; url: string; requests: string[] }> {
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'schluessel-1', use: 'sig', alg: 'RS256' };
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return { server, url: `http://127.0.0.1:${address.port}`, requests };
}

function microsoftToken(
  keys: Keys,
  claims: JWTPayload & { tid?: string; oid?: string },
  options: { kid?: string; expiresIn?: string } = {},
) {
  const tid = claims.tid ?? TENANT;
  return new SignJWT({ tid, ver: '2.0', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'schluessel-1' })
    .setIssuer(`https://login.microsoftonline.com/${tid}/v2.0`)
    .setAudience(CLIENT)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(keys.privateKey);
}

for (const target of databaseTargets) {
  describe(`Microsoft sign-in, one Entra tenant (${target.name})`, () => {
    let gateway: TestGateway;
    let keys: Keys;
    let stranger: Keys;
    let endpoint: Awaited<ReturnType<typeof keyEndpoint>>;

    before(async () => {
      keys = await generateKeyPair('RS256');
      stranger = await generateKeyPair('RS256');
      endpoint = await keyEndpoint(keys);
      gateway = await startGateway(target, {
        env: { MICROSOFT_TENANT_ID: TENANT, MICROSOFT_CLIENT_ID: CLIENT, MICROSOFT_AUTHORITY_URL: endpoint.url },
      });
      await clearUsers();
    });
    after(async () => {
      await gateway.close();
      endpoint.server.close();
    });

    const me = (idToken: string) => gateway.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(idToken) });
    const prove = (idToken: string, microsoftIdToken: string) =>
      gateway.app.inject({
        method: 'POST',
        url: '/v1/microsoft-sign-in',
        headers: bearer(idToken),
        payload: { idToken: microsoftIdToken },
      });

    /** A member of the organisation signs in with Microsoft (Firebase marks the address unverified). */
    async function signedIn(email: string, oid: string, tid = TENANT) {
      const microsoft = await microsoftToken(keys, { oid, sub: `sub-${oid}`, email, preferred_username: email, tid });
      const { uid, idToken } = await signInWithMicrosoft(microsoft);
      return { uid, idToken, microsoft };
    }
    /** How a Firebase token says it was signed in, and the accounts it names (`firebase.identities`). */
    const firebaseClaims = (idToken: string) =>
      decodeToken(idToken).firebase as { sign_in_provider: string; identities: Record<string, string[] | undefined> };
    const microsoftIdentityOf = (idToken: string) => firebaseClaims(idToken).identities['microsoft.com'];
    const proofOf = async (uid: string) => (await gateway.db.select().from(microsoftSignIns).where(eq(microsoftSignIns.uid, uid)))[0];

    test('from the configured tenant: no session until the gateway has seen the proof, then the tenant', async () => {
      const { idToken, microsoft } = await signedIn('redakteurin@sv-gruppe.de', 'oid-redakteurin');
      assertError(await me(idToken), 403, 'microsoft-tenant-not-allowed');
      const proved = await prove(idToken, microsoft);
      assert.equal(proved.statusCode, 204, proved.body);
      const response = await me(idToken);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().user.tenant, 'SV-Gruppe');
      assert.equal(response.json().user.provider, 'microsoft.com');
      assert.ok(
        endpoint.requests.every((url) => url === `/${TENANT}/discovery/v2.0/keys`),
        endpoint.requests.join(),
      );
    });

    test('from another Entra tenant: refused, logged, and still no session', async () => {
      const { idToken, microsoft } = await signedIn('gast@sv-gruppe.de', 'oid-gast', OTHER_TENANT);
      assertError(await prove(idToken, microsoft), 403, 'microsoft-tenant-not-allowed');
      assertError(await me(idToken), 403, 'microsoft-tenant-not-allowed');
      assertError(
        await gateway.app.inject({ method: 'GET', url: '/v1/short-links', headers: bearer(idToken) }),
        403,
        'microsoft-tenant-not-allowed',
      );
      const refused = await gateway.db.select({ action: auditLog.action, target: auditLog.target }).from(auditLog);
      assert.ok(refused.some(({ action, target }) => action === 'microsoft.refused' && target === 'gast@sv-gruppe.de'));
    });

    test('forged or foreign proofs are refused: other key, other app, expired, other tenant in the issuer, another account', async () => {
      const { idToken } = await signedIn('pruefling@sv-gruppe.de', 'oid-pruefling');
      const claims = { oid: 'oid-pruefling', sub: 'sub-oid-pruefling', email: 'pruefling@sv-gruppe.de' };
      const forged = [
        ['signed with another key', await microsoftToken(stranger, claims)],
        ['unknown key id', await microsoftToken(keys, claims, { kid: 'gibt-es-nicht' })],
        ['expired', await microsoftToken(keys, claims, { expiresIn: '-2h' })],
        [
          'another app',
          await new SignJWT({ tid: TENANT, ...claims })
            .setProtectedHeader({ alg: 'RS256', kid: 'schluessel-1' })
            .setIssuer(`https://login.microsoftonline.com/${TENANT}/v2.0`)
            .setAudience('andere-app')
            .setExpirationTime('1h')
            .sign(keys.privateKey),
        ],
        [
          'issuer of another tenant',
          await new SignJWT({ tid: TENANT, ...claims })
            .setProtectedHeader({ alg: 'RS256', kid: 'schluessel-1' })
            .setIssuer(`https://login.microsoftonline.com/${OTHER_TENANT}/v2.0`)
            .setAudience(CLIENT)
            .setExpirationTime('1h')
            .sign(keys.privateKey),
        ],
        [
          'issued for another Microsoft account',
          await microsoftToken(keys, { oid: 'oid-jemand', sub: 'sub-jemand', email: 'jemand@sv-gruppe.de' }),
        ],
        ['not a token', 'kein.token.da'],
      ] as const;
      for (const [kind, token] of forged) assertError(await prove(idToken, token), 403, 'microsoft-tenant-not-allowed', kind);
      assertError(await me(idToken), 403, 'microsoft-tenant-not-allowed');
    });

    test('a proof holds for the Microsoft account it was made for, not for one linked later', async () => {
      const first = await signedIn('wechsel@sv-gruppe.de', 'oid-wechsel-x');
      assert.equal((await prove(first.idToken, first.microsoft)).statusCode, 204);
      assert.equal((await me(first.idToken)).statusCode, 200);
      assert.deepEqual((await proofOf(first.uid))?.firebaseIdentity, microsoftIdentityOf(first.idToken)?.[0]?.toLowerCase());

      // The user swaps the linked Microsoft account (same tenant even) and signs in with the new one.
      await gateway.auth.updateUser(first.uid, { providersToUnlink: ['microsoft.com'] });
      const other = await microsoftToken(keys, { oid: 'oid-wechsel-y', sub: 'sub-oid-wechsel-y', email: 'wechsel@sv-gruppe.de' });
      await linkMicrosoft(first.idToken, other);
      const second = await signInWithMicrosoft(other);
      assert.equal(second.uid, first.uid);
      assert.notDeepEqual(microsoftIdentityOf(second.idToken), microsoftIdentityOf(first.idToken));
      assert.equal(firebaseClaims(second.idToken).sign_in_provider, 'microsoft.com');

      // The old proof gives the new account nothing: the answer of an unproven Microsoft session.
      assertError(await me(second.idToken), 403, 'microsoft-tenant-not-allowed');
      assertError(
        await gateway.app.inject({ method: 'GET', url: '/v1/short-links', headers: bearer(second.idToken) }),
        403,
        'microsoft-tenant-not-allowed',
      );
      // Its own proof does; and then the earlier account's token no longer counts.
      assert.equal((await prove(second.idToken, other)).statusCode, 204);
      assert.equal((await me(second.idToken)).statusCode, 200);
      assertError(await me(first.idToken), 403, 'microsoft-tenant-not-allowed');
    });

    test('a refused proof removes the accepted one before it', async () => {
      const { uid, idToken, microsoft } = await signedIn('widerruf@sv-gruppe.de', 'oid-widerruf');
      assert.equal((await prove(idToken, microsoft)).statusCode, 204);
      assert.equal((await me(idToken)).statusCode, 200);

      const fromOtherTenant = await microsoftToken(keys, { oid: 'oid-widerruf', sub: 'sub-oid-widerruf', tid: OTHER_TENANT });
      assertError(await prove(idToken, fromOtherTenant), 403, 'microsoft-tenant-not-allowed');
      assert.equal(await proofOf(uid), undefined);
      assertError(await me(idToken), 403, 'microsoft-tenant-not-allowed');
    });

    test('a password session is not affected by the Microsoft rule', async () => {
      const { createSignedInUser } = await import('./support/emulator.ts');
      const { idToken } = await createSignedInUser(gateway.auth, 'passwort@sv-gruppe.de');
      assert.equal((await me(idToken)).statusCode, 200);
    });
  });
}

describe('Microsoft sign-in without MICROSOFT_TENANT_ID', () => {
  let gateway: TestGateway;
  before(async () => {
    gateway = await startGateway(databaseTargets[0]);
    await clearUsers();
  });
  after(() => gateway.close());

  test('counts like any provider: verified when Microsoft says so; the proof is not needed (204)', async () => {
    const verified = await signInWithMicrosoft(unsignedMicrosoftToken({ sub: 'ms-1', email: 'sso@sv-gruppe.de', email_verified: true }));
    assert.equal((await gateway.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(verified.idToken) })).statusCode, 200);
    const proof = await gateway.app.inject({
      method: 'POST',
      url: '/v1/microsoft-sign-in',
      headers: bearer(verified.idToken),
      payload: { idToken: 'egal' },
    });
    assert.equal(proof.statusCode, 204);
    const unverified = await signInWithMicrosoft(
      unsignedMicrosoftToken({ sub: 'ms-2', email: 'sso2@sv-gruppe.de', email_verified: false }),
    );
    assertError(await gateway.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(unverified.idToken) }), 403, 'email-not-verified');
  });
});

function unsignedMicrosoftToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ iss: 'https://login.microsoftonline.com/x/v2.0', aud: CLIENT, ...claims })}.`;
}
