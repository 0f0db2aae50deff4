/**
 * Health of released remotes: the shell's load reports (POST /v1/remote-loads), the automatic
 * rollback of a new version that fails to load, and /status's figures, promote and rollback
 * (GET /v1/admin/remotes, POST /v1/admin/remotes/:remote/promote|rollback; portal admins only).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { readChannel, type Channel } from 'portal-contract/releases';
import type { RemoteStatusReply } from 'portal-contract/schemas';
import { auditLog, remoteAutoRollbacks, remoteLoads, userRoles } from '../src/db/schema.ts';
import type { Realtime } from '../src/realtime/publisher.ts';
import { watchedVersions } from '../src/releases/healthWatch.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

const rule = { failureRate: 0.5, minLoads: 5, windowMinutes: 15 };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function channelWith(fields: Partial<Channel>): Channel {
  return {
    current: 'dist',
    currentSince: null,
    currentVia: null,
    history: ['dist'],
    rolledBack: [],
    versions: {},
    staged: null,
    ...fields,
  };
}

/** v2 released an hour ago over v1 and dist, with `staged` as its stage. */
const v2LiveWithStage = (staged: Channel['staged']): Channel =>
  channelWith({ current: 'v2', currentSince: minutesAgo(60), currentVia: 'release', history: ['dist', 'v1', 'v2'], staged });

describe('which versions are watched', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  test('a release or promote and a stage in their first minutes; a rollback and older ones not', () => {
    const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    const watched = (channel: Channel) => watchedVersions(channel, rule, now).map(({ version }) => version);
    assert.deepEqual(watched(channelWith({ current: 'v2', currentSince: at(3), currentVia: 'release' })), ['v2']);
    assert.deepEqual(watched(channelWith({ current: 'v2', currentSince: at(15), currentVia: 'promote' })), ['v2']);
    assert.deepEqual(watched(channelWith({ current: 'v2', currentSince: at(16), currentVia: 'release' })), []);
    assert.deepEqual(watched(channelWith({ current: 'v1', currentSince: at(1), currentVia: 'rollback' })), []);
    assert.deepEqual(watched(channelWith({ current: 'v1', staged: { version: 'v3', tenant: 'Partnerverlag Nord', since: at(2) } })), [
      'v3',
    ]);
    // Channels from before the live time was kept are never watched.
    assert.deepEqual(watched(channelWith({ current: 'v2', history: ['dist', 'v2'] })), []);
    assert.deepEqual(
      watchedVersions(channelWith({ current: 'v2', currentSince: at(1), currentVia: 'release' }), { ...rule, windowMinutes: 0 }, now),
      [],
    );
  });
});

describe('remote page loads and the automatic rollback', () => {
  let gateway: TestGateway;
  let root: string;
  let releases: string;
  let portalConfigFile: string;
  let staff: { uid: string; idToken: string };
  let admin: { uid: string; idToken: string };
  const announcements: { channel: string; message: string }[] = [];
  const realtime: Realtime = {
    enabled: true,
    authorizeChannel: () => ({ auth: 'x:y' }),
    async publish(channel, _event, data) {
      announcements.push({ channel, message: (data as { message: string }).message });
    },
  };

  /** mfe-seo with versions v1 and v2 kept; the channel as given. */
  function seoChannel(channel: Channel) {
    for (const version of ['v1', 'v2', 'v3']) mkdirSync(join(releases, 'mfe-seo', version), { recursive: true });
    writeFileSync(join(releases, 'mfe-seo', 'channel.json'), JSON.stringify(channel));
  }
  const report = (idToken: string, loads: unknown) =>
    gateway.app.inject({ method: 'POST', url: '/v1/remote-loads', headers: bearer(idToken), payload: { loads } as object });
  const loadsOf = (version: string, ok: boolean, count: number) =>
    Array.from({ length: count }, (_, index) => ({ remote: 'mfe_seo', version, ok, ms: 100 + index * 10 }));
  const portalSeo = () => (JSON.parse(readFileSync(portalConfigFile, 'utf8')) as { remotes: Record<string, string> }).remotes.mfe_seo;

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'remote-health-'));
    releases = join(root, 'releases');
    portalConfigFile = join(root, 'run', 'portal.config.json');
    gateway = await startGateway(undefined, {
      env: { RELEASES_DIR: releases, PORTAL_CONFIG_FILE: portalConfigFile },
      realtime,
    });
    await clearUsers();
    staff = await createSignedInUser(gateway.auth, 'redaktion@sv-gruppe.de');
    admin = await createSignedInUser(gateway.auth, 'betrieb@sv-gruppe.de');
    await gateway.db.insert(userRoles).values({ uid: admin.uid, role: 'portal-admin', grantedBy: 'test' });
  });
  after(async () => {
    await gateway.close();
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(async () => {
    rmSync(releases, { recursive: true, force: true });
    mkdirSync(join(root, 'run'), { recursive: true });
    writeFileSync(
      portalConfigFile,
      JSON.stringify({
        remotes: { mfe_seo: 'http://localhost:4002/releases/v2/mf-manifest.json', mfe_text: 'http://localhost:4001/mf-manifest.json' },
      }),
    );
    await gateway.db.delete(remoteLoads);
    await gateway.db.delete(remoteAutoRollbacks);
    announcements.length = 0;
  });

  test('a report is stored with the tenant and nothing about the user; bad reports are refused', async () => {
    const reply = await report(staff.idToken, [{ remote: 'mfe_seo', version: 'v2', ok: true, ms: 420 }]);
    assert.equal(reply.statusCode, 204);
    const rows = await gateway.db.select().from(remoteLoads);
    assert.equal(rows.length, 1);
    const { id, at, ...row } = rows[0]!;
    assert.ok(id > 0 && at instanceof Date);
    assert.deepEqual(row, { remote: 'mfe_seo', version: 'v2', tenant: 'SV-Gruppe', ok: true, ms: 420 });
    assertError(await report(staff.idToken, []), 400, 'validation-failed');
    assertError(await report(staff.idToken, loadsOf('v2', true, 51)), 400, 'validation-failed');
    assertError(await report(staff.idToken, [{ remote: 'mfe_shell', version: 'v2', ok: true, ms: 1 }]), 400, 'validation-failed');
    assertError(await report(staff.idToken, [{ remote: 'mfe_seo', version: '../x', ok: true, ms: 1 }]), 400, 'validation-failed');
    assertError(await report(staff.idToken, [{ remote: 'mfe_seo', version: 'v2', ok: true, ms: -1 }]), 400, 'validation-failed');
    assertError(await report('', loadsOf('v2', true, 1)), 401, 'session-expired');
  });

  test('a new release that fails to load is rolled back once it has enough failed loads, and everyone is told', async () => {
    seoChannel(channelWith({ current: 'v2', currentSince: minutesAgo(2), currentVia: 'release', history: ['dist', 'v1', 'v2'] }));
    await report(staff.idToken, loadsOf('v2', false, 4));
    assert.equal(readChannel(releases, 'mfe-seo')?.current, 'v2', 'four loads are fewer than five');
    await report(staff.idToken, loadsOf('v2', false, 1));
    const channel = readChannel(releases, 'mfe-seo');
    assert.deepEqual([channel?.current, channel?.currentVia, channel?.rolledBack], ['v1', 'rollback', ['v2']]);
    assert.equal(portalSeo(), 'http://localhost:4002/releases/v1/mf-manifest.json', 'the running portal loads v1 again');
    const [entry] = await gateway.db.select().from(auditLog).where(eq(auditLog.action, 'release.auto-rollback'));
    assert.equal(entry?.target, 'mfe-seo v2 → v1: 5 von 5 Aufrufen fehlgeschlagen (automatisch)');
    assert.equal(entry?.actorUid, null);
    assert.deepEqual(announcements, [
      {
        channel: `private-user-${admin.uid}`,
        message: 'mfe-seo v2 wurde automatisch zurückgerollt: 5 von 5 Aufrufen sind fehlgeschlagen. Live ist wieder v1.',
      },
    ]);
    // v1 came back by a rollback: not watched, however its loads go.
    await report(staff.idToken, loadsOf('v1', false, 10));
    assert.equal(readChannel(releases, 'mfe-seo')?.current, 'v1');
    assert.equal(announcements.length, 1);
  });

  test('a failing stage is withdrawn: its group is back on the live version, which stays', async () => {
    seoChannel(v2LiveWithStage({ version: 'v3', tenant: 'SV-Gruppe', since: minutesAgo(1) }));
    await report(staff.idToken, [...loadsOf('v3', false, 3), ...loadsOf('v3', true, 2), ...loadsOf('v2', true, 5)]);
    const channel = readChannel(releases, 'mfe-seo');
    assert.deepEqual([channel?.current, channel?.staged, channel?.rolledBack], ['v2', null, ['v3']]);
    assert.equal(portalSeo(), 'http://localhost:4002/releases/v2/mf-manifest.json', 'the live version is untouched');
    const [row] = await gateway.db.select().from(remoteAutoRollbacks);
    assert.deepEqual([row?.version, row?.to, row?.loads, row?.failures], ['v3', 'v2', 5, 3]);
    const shown = async () => {
      const reply = await gateway.app.inject({ method: 'GET', url: '/v1/admin/remotes', headers: bearer(admin.idToken) });
      return (reply.json() as RemoteStatusReply).remotes.find((remote) => remote.remote === 'mfe_seo')?.autoRollbacks;
    };
    assert.deepEqual(
      (await shown())?.map(({ version, to, loads, failures }) => [version, to, loads, failures]),
      [['v3', 'v2', 5, 3]],
    );
    // Once the version is pruned, its rollback is only in the audit log.
    rmSync(join(releases, 'mfe-seo', 'v3'), { recursive: true });
    assert.deepEqual(await shown(), []);
  });

  test('below the rate, or after the first minutes, nothing is rolled back', async () => {
    seoChannel(channelWith({ current: 'v2', currentSince: minutesAgo(2), currentVia: 'release', history: ['dist', 'v1', 'v2'] }));
    await report(staff.idToken, [...loadsOf('v2', false, 4), ...loadsOf('v2', true, 5)]);
    assert.equal(readChannel(releases, 'mfe-seo')?.current, 'v2', '4 of 9 is under half');
    seoChannel(channelWith({ current: 'v2', currentSince: minutesAgo(20), currentVia: 'release', history: ['dist', 'v1', 'v2'] }));
    await report(staff.idToken, loadsOf('v2', false, 20));
    assert.equal(readChannel(releases, 'mfe-seo')?.current, 'v2', 'the window of 15 minutes is over');
    assert.equal(announcements.length, 0);
  });

  test('/status: figures per kept version for portal admins only; promote and rollback follow the commands’ rules', async () => {
    seoChannel(v2LiveWithStage({ version: 'v3', share: 10, since: minutesAgo(30) }));
    await report(staff.idToken, [...loadsOf('v2', true, 3), ...loadsOf('v2', false, 1)]);
    const status = async (idToken: string) => gateway.app.inject({ method: 'GET', url: '/v1/admin/remotes', headers: bearer(idToken) });
    assertError(await status(staff.idToken), 403, 'role-missing');
    const reply = await status(admin.idToken);
    assert.equal(reply.statusCode, 200);
    const body = reply.json() as RemoteStatusReply;
    assert.deepEqual(body.watch, rule);
    const seo = body.remotes.find((remote) => remote.remote === 'mfe_seo')!;
    assert.deepEqual([seo.pkg, seo.live, seo.previous, seo.staged?.version], ['mfe-seo', 'v2', 'v1', 'v3']);
    assert.deepEqual(
      seo.versions.map(({ version, live, staged, loads, failures, medianMs }) => [version, live, staged, loads, failures, medianMs]),
      [
        ['dist', false, false, 0, 0, null],
        ['v1', false, false, 0, 0, null],
        ['v2', true, false, 4, 1, 110],
        ['v3', false, true, 0, 0, null],
      ],
    );
    assert.equal(body.remotes.find((remote) => remote.remote === 'mfe_text')?.live, 'dist');

    const act = (idToken: string, what: string, payload: object = {}) =>
      gateway.app.inject({ method: 'POST', url: `/v1/admin/remotes/mfe_seo/${what}`, headers: bearer(idToken), payload });
    assertError(await act(staff.idToken, 'promote'), 403, 'role-missing');
    assert.equal((await act(admin.idToken, 'promote')).statusCode, 200);
    assert.deepEqual([readChannel(releases, 'mfe-seo')?.current, readChannel(releases, 'mfe-seo')?.currentVia], ['v3', 'promote']);
    assert.equal(portalSeo(), 'http://localhost:4002/releases/v3/mf-manifest.json');
    assertError(await act(admin.idToken, 'promote'), 409, 'release-nothing-staged');
    assertError(await act(admin.idToken, 'rollback', { version: 'v3' }), 409, 'release-already-live');
    assertError(await act(admin.idToken, 'rollback', { version: 'v9' }), 409, 'release-version-unknown');
    assertError(await act(staff.idToken, 'rollback', { version: 'dist' }), 403, 'role-missing');
    const back = await act(admin.idToken, 'rollback', { version: 'dist' });
    assert.equal(back.statusCode, 200);
    assert.equal((back.json() as RemoteStatusReply).remotes.find((remote) => remote.remote === 'mfe_seo')?.live, 'dist');
    assert.equal(portalSeo(), 'http://localhost:4002/mf-manifest.json');
    assert.equal((await act(admin.idToken, 'rollback')).statusCode, 409, 'dist has nothing before it');
    const steps = await gateway.db.select().from(auditLog).where(eq(auditLog.actorUid, admin.uid));
    assert.deepEqual(
      steps.filter(({ action }) => action.startsWith('release.')).map(({ action, target }) => [action, target]),
      [
        ['release.promote', 'mfe-seo v3 für alle (über /status)'],
        ['release.rollback', 'mfe-seo v3 → dist (über /status)'],
      ],
    );
  });
});
