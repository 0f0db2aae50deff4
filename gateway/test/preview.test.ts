/**
 * Preview of a remote from a development origin (POST /v1/preview): developers only, origins from
 * PREVIEW_ORIGINS only (a port may be `*`), each preview in the audit log.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, userRoles } from '../src/db/schema.ts';
import { allowedPreviewOrigin } from '../src/preview/previewOrigins.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

describe('which origins a preview may come from', () => {
  const patterns = ['http://localhost:*', 'https://vorschau.sv-gruppe.de'];
  test('a listed host on any port, or exactly the listed origin', () => {
    assert.equal(allowedPreviewOrigin(patterns, 'http://localhost:4002'), 'http://localhost:4002');
    assert.equal(allowedPreviewOrigin(patterns, 'http://localhost:4002/'), 'http://localhost:4002');
    assert.equal(allowedPreviewOrigin(patterns, 'http://LOCALHOST:3002'), 'http://localhost:3002');
    assert.equal(allowedPreviewOrigin(patterns, 'https://vorschau.sv-gruppe.de'), 'https://vorschau.sv-gruppe.de');
  });
  test('anything else is refused', () => {
    for (const candidate of [
      'https://localhost:4002', // other scheme
      'http://localhost.evil.example:4002',
      'http://127.0.0.1:4002', // not on this list
      'https://vorschau.sv-gruppe.de:8443', // other port than listed
      'http://vorschau.sv-gruppe.de',
      'http://localhost:4002/mf-manifest.json', // a path, not an origin
      'http://erika@localhost:4002',
      'javascript:alert(1)',
      'localhost:4002',
      '',
    ]) {
      assert.equal(allowedPreviewOrigin(patterns, candidate), null, candidate);
    }
  });
});

describe('POST /v1/preview', () => {
  let gateway: TestGateway;
  let developer: { uid: string; idToken: string };
  let staff: { uid: string; idToken: string };
  const ask = (idToken: string, payload: unknown) =>
    gateway.app.inject({ method: 'POST', url: '/v1/preview', headers: bearer(idToken), payload: payload as object });

  before(async () => {
    gateway = await startGateway(undefined, { env: { PREVIEW_ORIGINS: 'http://localhost:*' } });
    await clearUsers();
    developer = await createSignedInUser(gateway.auth, 'entwicklung@sv-gruppe.de');
    staff = await createSignedInUser(gateway.auth, 'redaktion@partner-nord.de');
    await gateway.db.insert(userRoles).values({ uid: developer.uid, role: 'developer', grantedBy: 'test' });
  });
  after(() => gateway.close());

  test('a developer gets the manifest of the development origin, and the audit log says so', async () => {
    const reply = await ask(developer.idToken, { remote: 'mfe_seo', origin: 'http://localhost:4002' });
    assert.equal(reply.statusCode, 200);
    assert.deepEqual(reply.json(), {
      remote: 'mfe_seo',
      origin: 'http://localhost:4002',
      manifestUrl: 'http://localhost:4002/mf-manifest.json',
    });
    const [entry] = await gateway.db.select().from(auditLog).where(eq(auditLog.action, 'preview.start'));
    assert.equal(entry?.target, 'mfe_seo von http://localhost:4002');
    assert.equal(entry?.actorEmail, 'entwicklung@sv-gruppe.de');
  });

  test('staff without the role are refused, whatever they ask for', async () => {
    assertError(await ask(staff.idToken, { remote: 'mfe_seo', origin: 'http://localhost:4002' }), 403, 'role-missing');
  });

  test('an origin not on the list, an unknown remote or no token are refused', async () => {
    assertError(await ask(developer.idToken, { remote: 'mfe_seo', origin: 'http://127.0.0.1:4002' }), 403, 'preview-origin-not-allowed');
    assertError(await ask(developer.idToken, { remote: 'mfe_seo', origin: 'https://evil.example' }), 403, 'preview-origin-not-allowed');
    assertError(await ask(developer.idToken, { remote: 'mfe_shell', origin: 'http://localhost:4002' }), 400, 'validation-failed');
    assertError(await ask('', { remote: 'mfe_seo', origin: 'http://localhost:4002' }), 401, 'session-expired');
  });
});
