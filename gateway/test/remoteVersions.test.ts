/**
 * Staged releases as the gateway serves them (GET /v1/remote-versions): a version staged for a tenant
 * reaches that tenant's users only, one staged for a share reaches a stable share of users, and
 * everyone else keeps the released version (no entry).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { inStagedGroup, readStaged, shareBucket, stagedVersions } from '../src/releases/stagedVersions.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

const releases = mkdtempSync(join(tmpdir(), 'staged-'));
after(() => rmSync(releases, { recursive: true, force: true }));

function channel(pkg: string, content: unknown) {
  mkdirSync(join(releases, pkg), { recursive: true });
  writeFileSync(join(releases, pkg, 'channel.json'), typeof content === 'string' ? content : JSON.stringify(content));
}

describe('who gets a staged version', () => {
  test('a tenant stage reaches exactly that tenant', () => {
    const staged = { version: 'v2', tenant: 'Partnerverlag Nord' };
    assert.equal(inStagedGroup(staged, { uid: 'a', tenant: 'Partnerverlag Nord' }), true);
    assert.equal(inStagedGroup(staged, { uid: 'a', tenant: 'SV-Gruppe' }), false);
  });

  test('a share stage reaches a stable share of users, 0 none and 100 all', () => {
    const uids = Array.from({ length: 2000 }, (_, index) => `uid-${index}`);
    const inTen = uids.filter((uid) => inStagedGroup({ version: 'v2', share: 10 }, { uid, tenant: 'SV-Gruppe' })).length;
    assert.ok(inTen > 150 && inTen < 250, `10 % of 2000 users: ${inTen}`);
    assert.equal(shareBucket('uid-7'), shareBucket('uid-7'));
    assert.equal(uids.filter((uid) => inStagedGroup({ version: 'v2', share: 0 }, { uid, tenant: 'x' })).length, 0);
    assert.equal(uids.filter((uid) => inStagedGroup({ version: 'v2', share: 100 }, { uid, tenant: 'x' })).length, 2000);
    // Raising the share keeps everyone who had it.
    for (const uid of uids) {
      if (inStagedGroup({ version: 'v2', share: 10 }, { uid, tenant: 'x' }))
        assert.ok(inStagedGroup({ version: 'v2', share: 50 }, { uid, tenant: 'x' }));
    }
  });

  test('channel files without a stage, broken or unknown count as no stage', () => {
    channel('mfe-text', { current: 'v1', history: ['dist', 'v1'] });
    channel('mfe-misc', '{ kaputt');
    channel('mfe-fremd', { staged: { version: 'v9', share: 100 } });
    channel('mfe-seo', { current: 'v1', staged: { version: 'v2', tenant: 'Partnerverlag Nord' } });
    assert.deepEqual(readStaged(releases), { mfe_seo: { version: 'v2', tenant: 'Partnerverlag Nord' } });
    assert.deepEqual(readStaged(join(releases, 'gibt-es-nicht')), {});
  });

  test('a new stage counts once the files are read again', (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: 1_000_000 });
    const versionsFor = stagedVersions(releases, 1000);
    const partner = { uid: 'p', tenant: 'Partnerverlag Nord' };
    assert.deepEqual(versionsFor(partner), { mfe_seo: 'v2' });
    channel('mfe-seo', { current: 'v2', staged: null });
    assert.deepEqual(versionsFor(partner), { mfe_seo: 'v2' }, 'read at most once a second');
    t.mock.timers.tick(1000);
    assert.deepEqual(versionsFor(partner), {});
  });
});

describe('GET /v1/remote-versions', () => {
  let gateway: TestGateway;
  before(async () => {
    channel('mfe-seo', { current: 'v1', staged: { version: 'v2', tenant: 'Partnerverlag Nord' } });
    gateway = await startGateway(undefined, { env: { RELEASES_DIR: releases } });
    await clearUsers();
  });
  after(() => gateway.close());

  test('partner users get the staged version, group users none', async () => {
    const partner = await createSignedInUser(gateway.auth, 'autorin@partner-nord.de');
    const group = await createSignedInUser(gateway.auth, 'redaktion@sv-gruppe.de');
    const ask = (idToken: string) => gateway.app.inject({ method: 'GET', url: '/v1/remote-versions', headers: bearer(idToken) });
    assert.deepEqual((await ask(partner.idToken)).json(), { versions: { mfe_seo: 'v2' } });
    assert.deepEqual((await ask(group.idToken)).json(), { versions: {} });
    assert.equal((await ask('')).statusCode, 401);
  });
});
