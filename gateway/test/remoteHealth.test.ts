/**
 * Health of released remotes: the shell's load reports (POST /v1/remote-loads; only of versions the
 * reporter was served, the reporter kept as a salted hash), the automatic rollback of a new version
 * that fails to load for at least three people, and /status's figures, promote and rollback
 * (GET /v1/admin/remotes, POST /v1/admin/remotes/:remote/promote|rollback; portal admins only).
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { readChannel, type Channel } from 'portal-contract/releases';
import type { RemoteStatusReply } from 'portal-contract/schemas';
import { auditLog, remoteAutoRollbacks, remoteLoadSalts, remoteLoads, userRoles } from '../src/db/schema.ts';
import type { Realtime } from '../src/realtime/publisher.ts';
import { watchedVersions } from '../src/releases/healthWatch.ts';
import { countLoads, pruneRemoteLoads } from '../src/releases/remoteLoads.ts';
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
  /** Three more members of SV-Gruppe: a rollback needs failures from three people. */
  let colleagues: { uid: string; idToken: string }[];
  let partner: { uid: string; idToken: string };
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
  /** v2 released two minutes ago over v1 and dist: watched. */
  const v2JustReleased = () =>
    seoChannel(channelWith({ current: 'v2', currentSince: minutesAgo(2), currentVia: 'release', history: ['dist', 'v1', 'v2'] }));
  /** Until GET /v1/remote-versions gives `user` the stage (the gateway reads stages at most once a second). */
  async function stageServed(user: { idToken: string }, version: string) {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const reply = await gateway.app.inject({ method: 'GET', url: '/v1/remote-versions', headers: bearer(user.idToken) });
      if ((reply.json() as { versions: Record<string, string> }).versions.mfe_seo === version) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.fail(`the stage ${version} is not served`);
  }
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
    colleagues = [];
    for (const email of ['lektorat@sv-gruppe.de', 'grafik@sv-gruppe.de', 'online@sv-gruppe.de']) {
      colleagues.push(await createSignedInUser(gateway.auth, email));
    }
    partner = await createSignedInUser(gateway.auth, 'autorin@partner-nord.de');
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

  test('a report is stored with the tenant and the reporter as a salted hash, no uid or e-mail; bad reports are refused', async () => {
    v2JustReleased();
    const reply = await report(staff.idToken, [{ remote: 'mfe_seo', version: 'v2', ok: true, ms: 420 }]);
    assert.equal(reply.statusCode, 204);
    const rows = await gateway.db.select().from(remoteLoads);
    assert.equal(rows.length, 1);
    const { id, at, reporter, ...row } = rows[0]!;
    assert.ok(id > 0 && at instanceof Date);
    assert.deepEqual(row, { remote: 'mfe_seo', version: 'v2', tenant: 'SV-Gruppe', ok: true, ms: 420 });
    // The reporter is HMAC-SHA256 of the uid with the day's salt, which is random and not the uid.
    const salts = await gateway.db.select().from(remoteLoadSalts);
    assert.equal(salts.length, 1);
    assert.match(salts[0]!.salt, /^[A-Za-z0-9+/]{43}=$/);
    assert.equal(reporter, createHmac('sha256', salts[0]!.salt).update(staff.uid).digest('hex'));
    assert.notEqual(reporter, staff.uid);
    const stored = JSON.stringify(rows);
    for (const personal of [staff.uid, 'redaktion@sv-gruppe.de', 'redaktion']) assert.ok(!stored.includes(personal), personal);
    // The same user is the same reporter, another user another one.
    await report(staff.idToken, loadsOf('v2', true, 1));
    await report(colleagues[0]!.idToken, loadsOf('v2', true, 1));
    const reporters = (await gateway.db.select().from(remoteLoads).orderBy(remoteLoads.id)).map((load) => load.reporter);
    assert.equal(reporters[1], reporter);
    assert.notEqual(reporters[2], reporter);
    assertError(await report(staff.idToken, []), 400, 'validation-failed');
    assertError(await report(staff.idToken, loadsOf('v2', true, 51)), 400, 'validation-failed');
    assertError(await report(staff.idToken, [{ remote: 'mfe_shell', version: 'v2', ok: true, ms: 1 }]), 400, 'validation-failed');
    assertError(await report(staff.idToken, [{ remote: 'mfe_seo', version: '../x', ok: true, ms: 1 }]), 400, 'validation-failed');
    assertError(await report(staff.idToken, [{ remote: 'mfe_seo', version: 'v2', ok: true, ms: -1 }]), 400, 'validation-failed');
    assertError(await report('', loadsOf('v2', true, 1)), 401, 'session-expired');
  });

  test('a new release that fails to load for three people is rolled back, and everyone is told', async () => {
    v2JustReleased();
    await report(staff.idToken, loadsOf('v2', false, 3));
    await report(colleagues[0]!.idToken, loadsOf('v2', false, 3));
    assert.equal(readChannel(releases, 'mfe-seo')?.current, 'v2', 'six failed loads, but of two people');
    await report(colleagues[1]!.idToken, loadsOf('v2', false, 1));
    const channel = readChannel(releases, 'mfe-seo');
    assert.deepEqual([channel?.current, channel?.currentVia, channel?.rolledBack], ['v1', 'rollback', ['v2']]);
    assert.equal(portalSeo(), 'http://localhost:4002/releases/v1/mf-manifest.json', 'the running portal loads v1 again');
    const [entry] = await gateway.db.select().from(auditLog).where(eq(auditLog.action, 'release.auto-rollback'));
    assert.equal(entry?.target, 'mfe-seo v2 → v1: 7 von 7 Aufrufen fehlgeschlagen (automatisch)');
    assert.equal(entry?.actorUid, null);
    assert.deepEqual(announcements, [
      {
        channel: `private-user-${admin.uid}`,
        message: 'mfe-seo v2 wurde automatisch zurückgerollt: 7 von 7 Aufrufen sind fehlgeschlagen. Live ist wieder v1.',
      },
    ]);
    // v1 came back by a rollback: not watched, however its loads go.
    for (const user of [staff, ...colleagues]) await report(user.idToken, loadsOf('v1', false, 3));
    assert.equal(readChannel(releases, 'mfe-seo')?.current, 'v1');
    assert.equal(announcements.length, 1);
    // Tabs still on v2 report it on: no longer served, so not stored.
    const before = (await gateway.db.select().from(remoteLoads)).length;
    assert.equal((await report(staff.idToken, loadsOf('v2', false, 3))).statusCode, 204);
    assert.equal((await gateway.db.select().from(remoteLoads)).length, before);
  });

  test('one member cannot roll back a release: twenty failures of one user count as three of one reporter', async () => {
    v2JustReleased();
    for (let batch = 0; batch < 4; batch += 1) assert.equal((await report(staff.idToken, loadsOf('v2', false, 5))).statusCode, 204);
    assert.equal((await gateway.db.select().from(remoteLoads)).length, 20, 'stored, but counted once per person');
    const since = new Date(Date.now() - 3 * 60_000);
    assert.deepEqual(await countLoads(gateway.db, 'mfe_seo', 'v2', since, new Date(Date.now() + 60_000)), {
      loads: 3,
      failures: 3,
      failingReporters: 1,
    });
    assert.equal(readChannel(releases, 'mfe-seo')?.current, 'v2');
    assert.deepEqual(await gateway.db.select().from(remoteAutoRollbacks), []);
    assert.equal(announcements.length, 0);
  });

  test('one member cannot keep a broken release live: their many successes count three times', async () => {
    v2JustReleased();
    await report(staff.idToken, loadsOf('v2', true, 20));
    await report(colleagues[0]!.idToken, loadsOf('v2', false, 2));
    await report(colleagues[1]!.idToken, loadsOf('v2', false, 2));
    await report(colleagues[2]!.idToken, loadsOf('v2', false, 1));
    // 5 failures of 8 counted loads (20 of the successes would have made it 5 of 25).
    assert.equal(readChannel(releases, 'mfe-seo')?.current, 'v1');
    const [row] = await gateway.db.select().from(remoteAutoRollbacks);
    assert.deepEqual([row?.version, row?.loads, row?.failures], ['v2', 8, 5]);
  });

  test('only versions the reporter was served are stored: not another tenant’s stage, not an old or unknown version', async () => {
    seoChannel(v2LiveWithStage({ version: 'v3', tenant: 'Partnerverlag Nord', since: minutesAgo(1) }));
    await stageServed(partner, 'v3');
    const stored = async () =>
      (await gateway.db.select().from(remoteLoads).orderBy(remoteLoads.id)).map(({ version, tenant }) => `${version} ${tenant}`);
    // Another tenant's stage, a version live before, one never live, one of another remote's never released.
    for (const load of [
      { remote: 'mfe_seo', version: 'v3' },
      { remote: 'mfe_seo', version: 'v1' },
      { remote: 'mfe_seo', version: 'v9' },
      { remote: 'mfe_text', version: 'v2' },
    ]) {
      for (const user of [staff, ...colleagues]) {
        assert.equal(
          (
            await report(
              user.idToken,
              Array.from({ length: 5 }, () => ({ ...load, ok: false, ms: 1 })),
            )
          ).statusCode,
          204,
        );
      }
    }
    assert.deepEqual(await stored(), []);
    assert.equal(readChannel(releases, 'mfe-seo')?.staged?.version, 'v3', 'the partner’s stage is untouched');
    // A batch keeps what was served: the live v2 of mfe-seo, dist of mfe-text (never released).
    await report(staff.idToken, [
      { remote: 'mfe_seo', version: 'v3', ok: false, ms: 1 },
      { remote: 'mfe_seo', version: 'v2', ok: true, ms: 1 },
      { remote: 'mfe_text', version: 'dist', ok: true, ms: 1 },
    ]);
    // The partner tenant gets the stage, and may report the live version too (a shell that got no answer).
    await report(partner.idToken, [
      { remote: 'mfe_seo', version: 'v3', ok: true, ms: 1 },
      { remote: 'mfe_seo', version: 'v2', ok: true, ms: 1 },
    ]);
    assert.deepEqual(await stored(), ['v2 SV-Gruppe', 'dist SV-Gruppe', 'v3 Partnerverlag Nord', 'v2 Partnerverlag Nord']);
  });

  test('the purge deletes loads after 30 days and the reporter salts of earlier days', async () => {
    v2JustReleased();
    await report(staff.idToken, loadsOf('v2', true, 1));
    await gateway.db.insert(remoteLoadSalts).values({ day: '2020-01-01', salt: 'alt' });
    await gateway.db
      .insert(remoteLoads)
      .values({ remote: 'mfe_seo', version: 'v1', tenant: 'SV-Gruppe', ok: true, ms: 1, at: new Date('2020-01-01') });
    await pruneRemoteLoads(gateway.db);
    const salts = await gateway.db.select().from(remoteLoadSalts);
    assert.equal(salts.length, 1);
    assert.notEqual(salts[0]?.day, '2020-01-01');
    assert.deepEqual(
      (await gateway.db.select().from(remoteLoads)).map(({ version }) => version),
      ['v2'],
    );
  });

  test('a failing stage is withdrawn: its group is back on the live version, which stays', async () => {
    seoChannel(v2LiveWithStage({ version: 'v3', tenant: 'SV-Gruppe', since: minutesAgo(1) }));
    await stageServed(staff, 'v3');
    await report(staff.idToken, [...loadsOf('v3', false, 1), ...loadsOf('v3', true, 2), ...loadsOf('v2', true, 5)]);
    await report(colleagues[0]!.idToken, loadsOf('v3', false, 1));
    assert.equal(readChannel(releases, 'mfe-seo')?.staged?.version, 'v3', 'failures of two people');
    await report(colleagues[1]!.idToken, loadsOf('v3', false, 1));
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

  test('below the minimum of loads, below the rate, or after the first minutes, nothing is rolled back', async () => {
    const [first, second, third] = [staff, colleagues[0]!, colleagues[1]!];
    v2JustReleased();
    for (const user of [first, second, third]) await report(user.idToken, loadsOf('v2', false, 1));
    assert.equal(readChannel(releases, 'mfe-seo')?.current, 'v2', 'three loads are fewer than five');
    await gateway.db.delete(remoteLoads);
    await report(first.idToken, loadsOf('v2', true, 1));
    await report(second.idToken, loadsOf('v2', true, 2));
    await report(third.idToken, loadsOf('v2', true, 2));
    await report(first.idToken, loadsOf('v2', false, 2));
    await report(second.idToken, loadsOf('v2', false, 1));
    await report(third.idToken, loadsOf('v2', false, 1));
    assert.equal(readChannel(releases, 'mfe-seo')?.current, 'v2', '4 of 9 is under half');
    seoChannel(channelWith({ current: 'v2', currentSince: minutesAgo(20), currentVia: 'release', history: ['dist', 'v1', 'v2'] }));
    for (const user of [first, second, third]) await report(user.idToken, loadsOf('v2', false, 3));
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
