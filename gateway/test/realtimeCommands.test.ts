/**
 * The command line tools' realtime side, run as child processes the way npm runs them, against a
 * real soketi and a client that listens like the browser: `announce`, and `import:dashboards`
 * publishing `dashboards-updated` itself or handing the rows to the gateway that holds the database.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openDatabase } from '../src/db/client.ts';
import { auditLog, infonlineDaily, symplrDaily } from '../src/db/schema.ts';
import type { AnnouncementEvent, DashboardsUpdatedEvent } from 'portal-contract';
import { connectClient, freePort, startSoketi, type Soketi, type TestClient } from './support/pusherStandIn.ts';
import { outputOf, type CommandResult } from './support/commands.ts';
import { startGateway, type TestGateway } from './support/testGateway.ts';

const GATEWAY = resolve(import.meta.dirname, '..');
const SAMPLES = resolve(GATEWAY, 'samples');
const PRODUCT_SLUG = 'ki-portal-befehle';
const ADMIN_TOKEN = 'admin-token-der-befehle-0123456789';
/** A Pusher host that is not loopback: the commands then never fall back to `.data/run/` secrets. */
const NOT_LOCAL = { PUSHER_HOST: 'pusher.invalid' };

/** The commands' own database (announce writes the audit log): never the developer's `.data/db`. */
const COMMAND_DATA_DIR = mkdtempSync(join(tmpdir(), 'befehle-'));

function run(script: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(GATEWAY, 'src', 'commands', script), ...args], {
    cwd: GATEWAY,
    env: { PATH: process.env.PATH, INIT_CWD: SAMPLES, DATABASE_URL: '', DATA_DIR: COMMAND_DATA_DIR, PRODUCT_SLUG, ...env },
  });
  return outputOf(child);
}

let soketi: Soketi;
let client: TestClient;
before(async () => {
  soketi = await startSoketi();
  client = connectClient(soketi.port);
  await client.subscribe(PRODUCT_SLUG);
});
after(async () => {
  client.disconnect();
  await soketi.stop();
});

describe('npm run announce', () => {
  test('publishes an announcement on the product channel (info, or warning with --warning)', async () => {
    const info = await run('announce.ts', ['  Wartung heute ab 18 Uhr: Das Portal ist kurz nicht erreichbar.  '], soketi.env);
    assert.equal(info.code, 0, info.stderr);
    assert.match(info.stdout, /✔ Meldung gesendet \(Kanal „ki-portal-befehle“, Hinweis\)/);
    const warning = await run('announce.ts', ['--warning', 'Bitte speichert eure Texte.'], soketi.env);
    assert.equal(warning.code, 0, warning.stderr);

    const announcements = async (level: string) =>
      (await client.waitFor(({ event, data }) => event === 'announcement' && (data as AnnouncementEvent).level === level))
        .data as AnnouncementEvent;
    const first = await announcements('info');
    assert.equal(first.message, 'Wartung heute ab 18 Uhr: Das Portal ist kurz nicht erreichbar.', 'trimmed');
    assert.match(first.id, /^[0-9a-f-]{36}$/);
    assert.ok(Math.abs(Date.parse(first.sentAt) - Date.now()) < 60_000, first.sentAt);
    const second = await announcements('warning');
    assert.equal(second.message, 'Bitte speichert eure Texte.');
    assert.notEqual(second.id, first.id);

    // Both are in the audit log, by id and level, with the command line as the actor.
    const database = await openDatabase({ databaseUrl: undefined, dataDir: COMMAND_DATA_DIR });
    try {
      const logged = await database.db
        .select({ action: auditLog.action, actor: auditLog.actorEmail, target: auditLog.target })
        .from(auditLog);
      assert.deepEqual(
        logged.map(({ action, actor }) => `${action} ${actor}`),
        ['announcement.send Kommandozeile', 'announcement.send Kommandozeile'],
      );
      assert.ok(logged.some(({ target }) => target?.startsWith(`Hinweis ${first.id}`)));
      assert.ok(logged.some(({ target }) => target?.startsWith(`Warnung ${second.id}`)));
    } finally {
      await database.close();
    }
  });

  test('refuses an empty or too long text and unknown options (exit 2), publishing nothing', async () => {
    const before = client.received.length;
    const cases: [string[], RegExp][] = [
      [[], /Der Text der Meldung fehlt/],
      [[''], /Die Meldung ist leer/],
      [['   '], /Die Meldung ist leer/],
      [['x'.repeat(501)], /zu lang \(501 Zeichen, höchstens 500\)/],
      [['Text', '--dringend'], /Unbekannte Option --dringend/],
      [['zwei', 'Wörter'], /in Anführungszeichen/],
    ];
    const results = await Promise.all(cases.map(([args]) => run('announce.ts', args, soketi.env)));
    for (const [index, result] of results.entries()) {
      const [args, message] = cases[index]!;
      assert.equal(result.code, 2, JSON.stringify(args));
      assert.match(result.stderr, message);
      assert.match(result.stderr, /Aufruf: npm run announce -- "Text der Meldung" \[--warning\]/);
    }
    assert.equal((await run('announce.ts', ['x'.repeat(500)], soketi.env)).code, 0, '500 characters are fine');
    await client.waitFor(({ data }) => (data as AnnouncementEvent).message === 'x'.repeat(500));
    assert.equal(client.received.length, before + 1, 'only the one that was allowed');
  });

  test('exit 1 when realtime is not configured, unreachable or refuses the secret', async () => {
    const off = await run('announce.ts', ['Hallo'], NOT_LOCAL);
    assert.equal(off.code, 1);
    assert.match(off.stderr, /Echtzeit ist nicht eingerichtet: PUSHER_SECRET fehlt/);

    const unreachable = await run('announce.ts', ['Hallo'], { ...soketi.env, PUSHER_PORT: String(await freePort()) });
    assert.equal(unreachable.code, 1);
    assert.match(unreachable.stderr, /Die Meldung wurde nicht gesendet: Der Realtime-Server ist nicht erreichbar \(ECONNREFUSED\)/);

    const wrongSecret = await run('announce.ts', ['Hallo'], { ...soketi.env, PUSHER_SECRET: 'falsches-geheimnis' });
    assert.equal(wrongSecret.code, 1);
    assert.match(wrongSecret.stderr, /antwortet mit HTTP 401/);
    assert.ok(!wrongSecret.stderr.includes('falsches-geheimnis'), 'no secret in the message');
  });
});

describe('npm run import:dashboards and realtime', () => {
  let gateway: TestGateway;
  let gatewayPort: number;
  before(async () => {
    gateway = await startGateway(undefined, { env: { ...soketi.env, ADMIN_TOKEN, PRODUCT_SLUG } });
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    gatewayPort = (gateway.app.server.address() as AddressInfo).port;
  });
  after(() => gateway.close());

  const updates = () =>
    client.received.filter(({ event }) => event === 'dashboards-updated').map(({ data }) => data as DashboardsUpdatedEvent);

  test('while the gateway holds the database: the rows go through it, which publishes', async () => {
    const env = { ...soketi.env, DATA_DIR: gateway.config.dataDir, PORT: String(gatewayPort), ADMIN_TOKEN };
    const result = await run('importDashboards.ts', ['infonline', 'infonline.csv'], env);
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /✔ 6 Zeile\(n\) in „infonline“ importiert \(neue angelegt, vorhandene aktualisiert\)\./);
    assert.match(result.stdout, /über das laufende Gateway/);
    assert.equal((await gateway.db.select().from(infonlineDaily)).length, 6);
    await client.waitFor(({ data }) => (data as DashboardsUpdatedEvent).sets?.[0] === 'infonline');
    assert.deepEqual({ ...updates().at(-1), importedAt: '' }, { sets: ['infonline'], rows: 6, importedAt: '' });
  });

  test('a bad file is refused before anything is sent; a wrong token is refused by the gateway', async () => {
    await gateway.db.delete(infonlineDaily);
    const env = { ...soketi.env, DATA_DIR: gateway.config.dataDir, PORT: String(gatewayPort), ADMIN_TOKEN };
    const bad = await run('importDashboards.ts', ['infonline', 'infonline-fehlerhaft.csv'], env);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /6 Fehler – es wurde nichts importiert\./);

    const wrong = await run('importDashboards.ts', ['infonline', 'infonline.csv'], {
      ...env,
      ADMIN_TOKEN: 'ein-anderes-admin-token-0123456789',
    });
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /wird schon von Prozess \d+ benutzt/);
    assert.match(wrong.stderr, /Auch über das laufende Gateway ging es nicht: das Gateway lehnt den ADMIN_TOKEN ab/);

    const nobody = await run('importDashboards.ts', ['infonline', 'infonline.csv'], { ...env, PORT: String(await freePort()) });
    assert.equal(nobody.code, 1);
    assert.match(nobody.stderr, /ist nicht erreichbar \(ECONNREFUSED\); läuft das Gateway auf Port \d+ \(PORT\)\?/);
    assert.equal((await gateway.db.select().from(infonlineDaily)).length, 0);
  });

  // Last: the command opens the database itself, so the gateway has to let go of it.
  test('without a running gateway: imports directly and publishes itself; realtime off is a note', async () => {
    await gateway.closeDatabase();
    const place = { DATA_DIR: gateway.config.dataDir };
    const result = await run('importDashboards.ts', ['symplr', 'symplr.csv'], { ...soketi.env, ...place });
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /✔ 3 Zeile\(n\) in „symplr“ importiert/);
    assert.match(result.stdout, /Geöffnete Dashboards wurden benachrichtigt\./);
    await client.waitFor(({ data }) => (data as DashboardsUpdatedEvent).sets?.[0] === 'symplr');
    assert.deepEqual({ ...updates().at(-1), importedAt: '' }, { sets: ['symplr'], rows: 3, importedAt: '' });

    const off = await run('importDashboards.ts', ['symplr', 'symplr.csv'], { ...NOT_LOCAL, ...place });
    assert.equal(off.code, 0, off.stderr);
    assert.match(off.stdout, /Echtzeit ist aus \(kein PUSHER_SECRET\)/);

    const unreachable = await run('importDashboards.ts', ['symplr', 'symplr.csv'], {
      ...soketi.env,
      PUSHER_PORT: String(await freePort()),
      ...place,
    });
    assert.equal(unreachable.code, 0, 'the import itself worked');
    assert.match(unreachable.stderr, /⚠ Geöffnete Dashboards wurden nicht benachrichtigt: Der Realtime-Server ist nicht erreichbar/);

    const database = await openDatabase({ databaseUrl: undefined, dataDir: gateway.config.dataDir });
    try {
      assert.equal((await database.db.select().from(symplrDaily)).length, 3);
    } finally {
      await database.close();
    }
  });
});
