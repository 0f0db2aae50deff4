import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { portalConfigFromEnv, sitesFromEnv } from '../lib/env.mjs';
import {
  BASE,
  keptVersions,
  noteRelease,
  prunable,
  prune,
  rollbackTo,
  addRelease,
  currentRelease,
  manifestUrlFor,
  pointPortalAt,
  promote,
  readChannel,
  rollback,
  stageRelease,
  versionName,
  writeChannel,
} from 'portal-contract/releases';

const temp = mkdtempSync(join(tmpdir(), 'release-test-'));
after(() => rmSync(temp, { recursive: true, force: true }));

test('a version is the package version and the UTC time to the second', () => {
  assert.equal(versionName('0.1.0', new Date(Date.UTC(2026, 0, 5, 7, 8, 9))), '0.1.0-20260105070809');
  assert.equal(versionName('1.2.3', new Date('2026-11-26T23:59:59+01:00')), '1.2.3-20261126225959');
});

const t1 = new Date('2026-11-27T08:00:00Z');
const t2 = new Date('2026-11-27T09:00:00Z');
const t3 = new Date('2026-11-27T10:00:00Z');
const since = (date, via) => ({ currentSince: date.toISOString(), currentVia: via });

test('the first release starts the history with dist; later ones are pushed on it, each noting when it went live', () => {
  const first = addRelease(null, 'v1', t1);
  assert.deepEqual(first, { current: 'v1', ...since(t1, 'release'), history: [BASE, 'v1'], rolledBack: [] });
  const second = addRelease(first, 'v2', t2);
  assert.deepEqual(second, { current: 'v2', ...since(t2, 'release'), history: [BASE, 'v1', 'v2'], rolledBack: [] });
  assert.throws(() => addRelease(second, 'v1'), /schon veröffentlicht/);
});

test('rollback makes the previous entry current, down to dist, and then refuses in German (with the catalogue code)', () => {
  const channel = addRelease(addRelease(null, 'v1', t1), 'v2', t2);
  const once = rollback(channel, t3);
  assert.deepEqual(once, { current: 'v1', ...since(t3, 'rollback'), history: [BASE, 'v1'], rolledBack: ['v2'] });
  const twice = rollback(once, t3);
  assert.deepEqual(twice, { current: BASE, ...since(t3, 'rollback'), history: [BASE], rolledBack: ['v2', 'v1'] });
  assert.throws(() => rollback(twice), { code: 'release-no-previous', message: /keine frühere Version/ });
  assert.throws(() => rollback(null), /keine frühere Version/);
  // A release after a rollback goes on top of what is live, not of what was rolled back.
  assert.deepEqual(addRelease(once, 'v3').history, [BASE, 'v1', 'v3']);
});

test('channel.json is written and read per remote', () => {
  const releases = join(temp, 'releases');
  assert.equal(readChannel(releases, 'mfe-seo'), null);
  assert.equal(currentRelease(releases, 'mfe-seo'), null);
  writeChannel(releases, 'mfe-seo', addRelease(null, '0.1.0-20260101000000'));
  assert.equal(readChannel(releases, 'mfe-seo').current, '0.1.0-20260101000000');
  assert.equal(currentRelease(releases, 'mfe-seo'), '0.1.0-20260101000000');
  assert.ok(!existsSync(join(releases, 'mfe-seo', 'channel.json.tmp')));
  writeChannel(releases, 'mfe-seo', rollback(readChannel(releases, 'mfe-seo')));
  assert.equal(currentRelease(releases, 'mfe-seo'), null, 'rolled back to dist');
});

test('manifest URLs: dist at the root of the site, versions under /releases/', () => {
  assert.equal(manifestUrlFor('http://localhost:3002', BASE), 'http://localhost:3002/mf-manifest.json');
  assert.equal(manifestUrlFor('http://localhost:3002', null), 'http://localhost:3002/mf-manifest.json');
  assert.equal(manifestUrlFor('http://localhost:3002', 'v7'), 'http://localhost:3002/releases/v7/mf-manifest.json');
});

test('the running portal is pointed at a release by rewriting one remote in portal.config.json', () => {
  const run = join(temp, 'run');
  assert.equal(pointPortalAt(run, 'mfe_seo', 'x'), false, 'no portal ran yet');
  const config = portalConfigFromEnv({}, null);
  mkdirSync(run, { recursive: true });
  writeFileSync(join(run, 'portal.config.json'), JSON.stringify(config));
  assert.equal(pointPortalAt(run, 'mfe_seo', 'http://localhost:3002/releases/v1/mf-manifest.json'), true);
  const rewritten = JSON.parse(readFileSync(join(run, 'portal.config.json'), 'utf8'));
  assert.deepEqual(rewritten, { ...config, remotes: { ...config.remotes, mfe_seo: 'http://localhost:3002/releases/v1/mf-manifest.json' } });
});

test('after a restart the current release is served; the env variable still wins', () => {
  const releases = join(temp, 'restart');
  writeChannel(releases, 'mfe-seo', addRelease(null, '0.1.0-20260202000000'));
  const seo = (env) => sitesFromEnv(env, releases).remotes.find((remote) => remote.pkg === 'mfe-seo').manifestUrl;
  assert.equal(seo({}), 'http://localhost:3002/releases/0.1.0-20260202000000/mf-manifest.json');
  assert.equal(seo({ MFE_SEO_MANIFEST_URL: 'https://cdn.example.org/x/mf-manifest.json' }), 'https://cdn.example.org/x/mf-manifest.json');
  assert.equal(portalConfigFromEnv({}, releases).remotes.mfe_text, 'http://localhost:3001/mf-manifest.json', 'never released');
  // An env object of its own (as in the other tests) does not read the checkout's releases.
  assert.equal(sitesFromEnv({}).remotes[1].manifestUrl, 'http://localhost:3002/mf-manifest.json');
});

describe('every kept version', () => {
  const releases = join(temp, 'kept');
  const v1 = '0.1.0-20261101080000';
  const v2 = '0.1.0-20261102080000';
  const v3 = '0.2.0-20261103080000';
  // Three whole releases and one build that never finished.
  for (const version of [v1, v2, v3, '0.3.0-20261104080000.partial']) mkdirSync(join(releases, 'mfe-seo', version), { recursive: true });
  let channel = null;
  for (const [version, who] of [
    [v1, 'erika@sv-gruppe.de'],
    [v2, 'max@sv-gruppe.de'],
    [v3, 'erika@sv-gruppe.de'],
  ]) {
    channel = noteRelease(
      addRelease(channel, version),
      version,
      who,
      new Date(`2026-11-2${channel ? channel.history.length : 0}T10:00:00Z`),
    );
  }
  writeChannel(releases, 'mfe-seo', channel);

  test('are listed oldest first with who released them; dist first; a partial build is none', () => {
    const kept = keptVersions(releases, 'mfe-seo', readChannel(releases, 'mfe-seo'));
    assert.deepEqual(
      kept.map(({ version, releasedBy, live }) => [version, releasedBy, live]),
      [
        [BASE, null, false],
        [v1, 'erika@sv-gruppe.de', false],
        [v2, 'max@sv-gruppe.de', false],
        [v3, 'erika@sv-gruppe.de', true],
      ],
    );
    assert.equal(kept[1].releasedAt, '2026-11-20T10:00:00.000Z');
    // Without a note (released before notes existed) the time comes from the version's name.
    const bare = keptVersions(releases, 'mfe-seo', { current: v1, history: [BASE, v1], rolledBack: [], versions: {} });
    assert.equal(bare[1].releasedAt, '2026-11-01T08:00:00.000Z');
    assert.equal(bare[1].releasedBy, null);
  });

  test('rollback to any kept version: one in the history cuts it back, any other goes on top', () => {
    const kept = keptVersions(releases, 'mfe-seo', channel);
    const toFirst = rollbackTo(channel, v1, kept);
    assert.deepEqual([toFirst.current, toFirst.history, toFirst.rolledBack], [v1, [BASE, v1], [v3, v2]]);
    assert.equal(toFirst.versions[v1].releasedBy, 'erika@sv-gruppe.de', 'the notes stay');
    const forward = rollbackTo(toFirst, v3, kept);
    assert.deepEqual([forward.current, forward.history, forward.rolledBack], [v3, [BASE, v1, v3], [v2, v1]]);
    assert.deepEqual(rollbackTo(forward, BASE, kept).history, [BASE]);
    assert.equal(rollbackTo(forward, BASE, kept).currentVia, 'rollback', 'not watched for automatic rollback');
    assert.throws(() => rollbackTo(forward, v3, kept), { code: 'release-already-live', message: /schon live/ });
    assert.throws(() => rollbackTo(forward, '0.3.0-20261104080000', kept), { code: 'release-version-unknown' });
    assert.throws(() => rollbackTo(forward, '9.9.9-20990101000000', kept), /Behalten sind: dist, /);
  });

  test('prune deletes only on request, keeping dist, the live version and the newest N', () => {
    const live = rollbackTo(channel, v1, keptVersions(releases, 'mfe-seo', channel));
    const kept = keptVersions(releases, 'mfe-seo', live);
    assert.deepEqual(prunable(kept, 1), [v2], 'v3 is the newest, v1 is live');
    assert.deepEqual(prunable(kept, 0), [v3, v2]);
    assert.deepEqual(prunable(kept, 5), []);
    assert.throws(() => prunable(kept, -1), /ganze Zahl/);
    assert.throws(() => prunable(kept, Number.NaN), /ganze Zahl/);

    const after = prune(releases, 'mfe-seo', live, prunable(kept, 0));
    assert.ok(!existsSync(join(releases, 'mfe-seo', v2)) && !existsSync(join(releases, 'mfe-seo', v3)));
    assert.ok(existsSync(join(releases, 'mfe-seo', v1)));
    assert.deepEqual([after.current, after.history, after.rolledBack, Object.keys(after.versions)], [v1, [BASE, v1], [], [v1]]);
  });
});

test('a staged release is live for its group only; promote makes it everyone’s, rollback withdraws it', () => {
  const live = addRelease(null, 'v1');
  const staged = stageRelease(live, 'v2', { tenant: 'Partnerverlag Nord' }, new Date('2026-11-27T08:00:00Z'));
  assert.equal(staged.current, 'v1', 'everyone else keeps v1');
  assert.deepEqual(staged.staged, { version: 'v2', tenant: 'Partnerverlag Nord', since: '2026-11-27T08:00:00.000Z' });
  assert.deepEqual(stageRelease(null, 'v1', { share: 10 }).staged.share, 10);
  assert.throws(() => stageRelease(live, 'v2', { share: 0 }), /1 bis 100/);
  assert.throws(() => stageRelease(live, 'v2', { share: 12.5 }), /1 bis 100/);
  assert.throws(() => stageRelease(live, 'v2', { tenant: ' ' }), /Namen eines Mandanten/);
  assert.throws(() => stageRelease(live, 'v1', { share: 10 }), /schon veröffentlicht/);

  const promoted = promote(staged, new Date('2026-11-27T09:30:00Z'));
  assert.deepEqual([promoted.current, promoted.history, promoted.staged], ['v2', [BASE, 'v1', 'v2'], null]);
  assert.deepEqual([promoted.currentSince, promoted.currentVia], ['2026-11-27T09:30:00.000Z', 'promote']);
  assert.throws(() => promote(promoted), { code: 'release-nothing-staged', message: /keine gestufte Version/ });

  const withdrawn = rollback(staged);
  assert.deepEqual([withdrawn.current, withdrawn.staged, withdrawn.rolledBack], ['v1', null, ['v2']]);
  // A release for everyone supersedes a stage.
  assert.equal(addRelease(staged, 'v3').staged, null);
});

test('prune keeps a staged version too', () => {
  const releases = join(temp, 'staged-prune');
  for (const version of ['0.1.0-20261101080000', '0.1.0-20261102080000'])
    mkdirSync(join(releases, 'mfe-seo', version), { recursive: true });
  const channel = stageRelease(addRelease(null, '0.1.0-20261101080000'), '0.1.0-20261102080000', { share: 10 });
  const kept = keptVersions(releases, 'mfe-seo', channel);
  assert.deepEqual(prunable(kept, 0), []);
  assert.equal(kept.at(-1).staged, true);
});
