/**
 * Realtime (README, "Contract: realtime") against a real soketi and the browser's client (pusher-js):
 * who may join which channel, the internal import and its event, job progress of speech and
 * transcription, and — with a stand-in of the Pusher API that fails or hangs — that publishing never
 * fails or delays a request.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { messageFor, userChannel, type JobProgressEvent } from 'portal-contract';
import { speakGerman } from '../src/ai/local/tts.ts';
import { infonlineDaily } from '../src/db/schema.ts';
import { createRealtime } from '../src/realtime/publisher.ts';
import { clearUsers, createSignedInUser, decodeToken, unsignedToken, wronglySignedToken } from './support/emulator.ts';
import { WAV, multipart, startOpenAiStandIn, type OpenAiStandIn } from './support/openaiStandIn.ts';
import {
  TEST_APP,
  connectClient,
  eventually,
  freePort,
  startPusherStandIn,
  startSoketi,
  type PusherStandIn,
  type ReceivedEvent,
  type Soketi,
  type TestClient,
} from './support/pusherStandIn.ts';
import { assertError } from './support/replies.ts';
import { bearer, nextAddress, startGateway, type TestGateway } from './support/testGateway.ts';

const ADMIN_TOKEN = 'admin-token-der-tests-0123456789';
const PRODUCT_SLUG = 'ki-portal-test';
const PORTAL = 'http://localhost:3000';
const SOCKET_ID = '1234.5678';

const signature = (socketId: string, channel: string) =>
  createHmac('sha256', TEST_APP.secret).update(`${socketId}:${channel}`).digest('hex');

type User = { uid: string; idToken: string };

let soketi: Soketi;
before(async () => {
  soketi = await startSoketi();
});
after(() => soketi.stop());

/** A gateway with realtime on (soketi), the admin token, and listening, so pusher-js can reach it. */
async function realtimeGateway(env: Record<string, string> = {}): Promise<{ gateway: TestGateway; url: string }> {
  const gateway = await startGateway(undefined, {
    env: { ...soketi.env, ADMIN_TOKEN, PRODUCT_SLUG, AI_RATE_LIMIT_PER_MINUTE: '1000', ...env },
  });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gateway.app.server.address() as AddressInfo;
  return { gateway, url: `http://127.0.0.1:${port}` };
}

describe('channel authorisation', () => {
  let gateway: TestGateway;
  let gatewayUrl: string;
  let own: User;
  let colleague: User;
  let off: TestGateway;
  before(async () => {
    ({ gateway, url: gatewayUrl } = await realtimeGateway());
    off = await startGateway();
    await clearUsers();
    own = await createSignedInUser(gateway.auth, 'echtzeit@sv-gruppe.de');
    colleague = await createSignedInUser(gateway.auth, 'kollegin@sv-gruppe.de');
  });
  after(async () => {
    await gateway.close();
    await off.close();
  });

  const authorize = (
    body: Record<string, string | string[]> | string,
    options: { idToken?: string; form?: boolean; app?: TestGateway } = {},
  ) => {
    const { idToken = own.idToken, form = false, app = gateway } = options;
    const headers: Record<string, string> = { ...(idToken ? bearer(idToken) : {}) };
    let payload: string;
    if (typeof body === 'string') {
      payload = body;
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (form) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(body)) for (const one of [value].flat()) params.append(key, one);
      payload = params.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    return app.app.inject({ method: 'POST', url: '/v1/realtime/auth', headers, payload, remoteAddress: nextAddress() });
  };

  test('the own channel: 200 with the SDK signature, as JSON and form-encoded', async () => {
    const channel = userChannel(own.uid);
    for (const form of [false, true]) {
      const response = await authorize({ socket_id: SOCKET_ID, channel_name: channel }, { form });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { auth: `${TEST_APP.key}:${signature(SOCKET_ID, channel)}` }, form ? 'form' : 'JSON');
      assert.equal(response.headers['cache-control'], 'no-store');
    }
  });

  test("pusher-js joins its own channel through the gateway and is refused another user's", async () => {
    const client = connectClient(soketi.port, { gatewayUrl, idToken: own.idToken });
    try {
      await client.subscribe(userChannel(own.uid));
      await assert.rejects(client.subscribe(userChannel(colleague.uid)), { status: 403 });
    } finally {
      client.disconnect();
    }
    const anonymous = connectClient(soketi.port, { gatewayUrl });
    try {
      await assert.rejects(anonymous.subscribe(userChannel(own.uid)), { status: 401 });
    } finally {
      anonymous.disconnect();
    }
  });

  test('every other channel is 403 forbidden, whatever the encoding', async () => {
    const mine = userChannel(own.uid);
    const refused: [string, Record<string, string | string[]> | string][] = [
      ["another user's channel", { socket_id: SOCKET_ID, channel_name: userChannel(colleague.uid) }],
      ['the own channel with a suffix', { socket_id: SOCKET_ID, channel_name: `${mine}-x` }],
      ['a presence channel of the own uid', { socket_id: SOCKET_ID, channel_name: `presence-user-${own.uid}` }],
      ['an encrypted channel of the own uid', { socket_id: SOCKET_ID, channel_name: `private-encrypted-user-${own.uid}` }],
      ['the product channel', { socket_id: SOCKET_ID, channel_name: PRODUCT_SLUG }],
      ['the uid alone', { socket_id: SOCKET_ID, channel_name: own.uid }],
      ['upper case', { socket_id: SOCKET_ID, channel_name: mine.toUpperCase() }],
      ['a trailing line break', { socket_id: SOCKET_ID, channel_name: `${mine}\n` }],
      ['a space before', { socket_id: SOCKET_ID, channel_name: ` ${mine}` }],
      ['two names joined by a comma', { socket_id: SOCKET_ID, channel_name: `${mine},${userChannel(colleague.uid)}` }],
      ['no channel', { socket_id: SOCKET_ID }],
      ['an encoded NUL byte (form)', `socket_id=${SOCKET_ID}&channel_name=${mine}%00`],
      ['a doubly encoded NUL byte (form)', `socket_id=${SOCKET_ID}&channel_name=${mine}%2500`],
      ['the channel name twice (form)', `socket_id=${SOCKET_ID}&channel_name=${mine}&channel_name=${mine}`],
      ['two different names (form)', `socket_id=${SOCKET_ID}&channel_name=${mine}&channel_name=${userChannel(colleague.uid)}`],
    ];
    for (const [name, body] of refused) {
      assertError(await authorize(body), 403, 'forbidden', name);
      if (typeof body !== 'string') assertError(await authorize(body, { form: true }), 403, 'forbidden', `${name} (form)`);
    }
    const json = (body: unknown) =>
      gateway.app.inject({
        method: 'POST',
        url: '/v1/realtime/auth',
        headers: { ...bearer(own.idToken), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    assertError(await json({ socket_id: SOCKET_ID, channel_name: `${mine}%00` }), 403, 'forbidden', 'a literal %00');
    assertError(await json({ socket_id: SOCKET_ID, channel_name: [mine, mine] }), 403, 'forbidden', 'an array of names');
    assertError(await json({ socket_id: SOCKET_ID, channel_name: [mine] }), 403, 'forbidden', 'an array of one name');
    assertError(await json([SOCKET_ID, mine]), 403, 'forbidden', 'a body that is an array');
  });

  test('a malformed socket id is 400 validation-failed', async () => {
    const channel = userChannel(own.uid);
    for (const socketId of ['', 'abc', '1234', '1234.', '.5678', '1234.5678.9', '-1.2', '1234.5678\n', '١٢.٣٤']) {
      assertError(await authorize({ socket_id: socketId, channel_name: channel }), 400, 'validation-failed', JSON.stringify(socketId));
    }
    assertError(await authorize({ channel_name: channel }), 400, 'validation-failed', 'no socket id');
    assertError(
      await authorize({ socket_id: [SOCKET_ID, SOCKET_ID], channel_name: channel }, { form: true }),
      400,
      'validation-failed',
      'two socket ids',
    );
  });

  test('missing, forged and expired tokens are 401 session-expired', async () => {
    const body = { socket_id: SOCKET_ID, channel_name: userChannel(own.uid) };
    assertError(await authorize(body, { idToken: '' }), 401, 'session-expired', 'no token');
    assertError(await authorize(body, { idToken: '', form: true }), 401, 'session-expired', 'no token (form)');
    const claims = decodeToken(own.idToken);
    assertError(await authorize(body, { idToken: wronglySignedToken(claims) }), 401, 'session-expired', 'forged');
    const now = Math.floor(Date.now() / 1000);
    assertError(
      await authorize(body, { idToken: unsignedToken({ ...claims, iat: now - 7200, exp: now - 3600 }) }),
      401,
      'session-expired',
      'expired',
    );
  });

  test('realtime off (no PUSHER_SECRET): 404 not-found', async () => {
    const body = { socket_id: SOCKET_ID, channel_name: userChannel(own.uid) };
    assertError(await authorize(body, { app: off }), 404, 'not-found');
    assertError(await authorize(body, { app: off, form: true }), 404, 'not-found', 'form');
    assertError(await authorize(body, { app: off, idToken: '' }), 401, 'session-expired', 'the token is still checked first');
  });

  test('CORS: the portal may send X-Job-Id; /internal answers no browser', async () => {
    const preflight = (url: string) =>
      gateway.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: PORTAL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,x-job-id',
        },
      });
    const tools = await preflight('/v1/tools/tts');
    assert.equal(tools.statusCode, 204);
    assert.equal(tools.headers['access-control-allow-origin'], PORTAL);
    assert.match(String(tools.headers['access-control-allow-headers']), /X-Job-Id/);

    const internal = await preflight('/internal/dashboards/import');
    assert.equal(internal.headers['access-control-allow-origin'], undefined);
    assert.equal(internal.statusCode, 404);
    const post = await gateway.app.inject({
      method: 'POST',
      url: '/internal/dashboards/import',
      headers: { origin: PORTAL, 'x-admin-token': ADMIN_TOKEN },
      payload: { set: 'infonline', rows: [] },
    });
    assert.equal(post.statusCode, 400);
    assert.equal(post.headers['access-control-allow-origin'], undefined);
  });
});

describe('internal dashboard import', () => {
  let gateway: TestGateway;
  let off: TestGateway;
  let client: TestClient;
  before(async () => {
    ({ gateway } = await realtimeGateway());
    off = await startGateway();
    client = connectClient(soketi.port);
    await client.subscribe(PRODUCT_SLUG);
  });
  after(async () => {
    client.disconnect();
    await gateway.close();
    await off.close();
  });

  const importRows = (body: unknown, headers: Record<string, string> = { 'x-admin-token': ADMIN_TOKEN }, app = gateway) =>
    app.app.inject({
      method: 'POST',
      url: '/internal/dashboards/import',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });

  const rows = [
    { day: '2025-03-03', brand: 'SZ Magazin', visits: '254120', page_impressions: '481530' },
    // camelCase, numbers and surrounding blanks are understood like in a CSV file
    { Day: '2025-03-04', brand: ' SZ Magazin ', visits: 1000, pageImpressions: 2000 },
  ];

  test('without ADMIN_TOKEN the route does not exist', async () => {
    assertError(await importRows({ set: 'infonline', rows }, { 'x-admin-token': ADMIN_TOKEN }, off), 404, 'not-found');
  });

  test('no token or a wrong one: 401 forbidden, nothing stored', async () => {
    assertError(await importRows({ set: 'infonline', rows }, {}), 401, 'forbidden', 'no token');
    assertError(
      await importRows({ set: 'infonline', rows }, { 'x-admin-token': ADMIN_TOKEN.replace(/.$/, 'X') }),
      401,
      'forbidden',
      'same length',
    );
    assertError(await importRows({ set: 'infonline', rows }, { 'x-admin-token': `${ADMIN_TOKEN}0` }), 401, 'forbidden', 'longer');
    assertError(await importRows({ set: 'infonline', rows }, { 'x-admin-token': '' }), 401, 'forbidden', 'empty');
    assertError(await importRows({ set: 'infonline', rows }, { authorization: `Bearer ${ADMIN_TOKEN}` }), 401, 'forbidden', 'as bearer');
    assert.equal((await gateway.db.select().from(infonlineDaily)).length, 0);
  });

  test('the right token: rows stored in one go and dashboards-updated published', async () => {
    const response = await importRows({ set: 'infonline', rows });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { imported: 2 });
    assert.deepEqual(await gateway.db.select().from(infonlineDaily).orderBy(infonlineDaily.day), [
      { day: '2025-03-03', brand: 'SZ Magazin', visits: 254120, pageImpressions: 481530 },
      { day: '2025-03-04', brand: 'SZ Magazin', visits: 1000, pageImpressions: 2000 },
    ]);
    const event = await client.waitFor(({ event }) => event === 'dashboards-updated');
    assert.equal(event.channel, PRODUCT_SLUG);
    const data = event.data as { sets: string[]; rows: number; importedAt: string };
    assert.deepEqual({ ...data, importedAt: undefined }, { sets: ['infonline'], rows: 2, importedAt: undefined });
    assert.ok(Math.abs(Date.parse(data.importedAt) - Date.now()) < 60_000, data.importedAt);
  });

  test('bad rows: 400 validation-failed with every bad row in German, nothing stored', async () => {
    await gateway.db.delete(infonlineDaily);
    const response = await importRows({
      set: 'infonline',
      rows: [
        { day: '2025-03-05', brand: 'SZ', visits: '1', page_impressions: '2' },
        { day: '03.03.2025', brand: 'SZ', visits: '488.310', page_impressions: '2' },
        { day: '2025-03-05', brand: 'SZ', visits: '1', page_impressions: '2' },
        { day: '2025-03-06', brand: 'SZ', visits: '1' },
        { day: '2025-03-07', brand: 'SZ', visits: '1', page_impressions: '2', klicks: '3' },
        { day: '2025-03-08', brand: null, visits: true, page_impressions: '2' },
        'Zeile',
      ],
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), {
      error: {
        code: 'validation-failed',
        message: messageFor('validation-failed'),
        details: [
          'Eintrag 2: Spalte „day“ „03.03.2025“: kein Datum im Format JJJJ-MM-TT; Spalte „visits“ „488.310“: keine ganze Zahl ≥ 0 (ohne Tausenderpunkte)',
          'Eintrag 3: day „2025-03-05“, brand „SZ“ steht schon in Eintrag 1',
          'Eintrag 4: Spalte „page_impressions“ fehlt',
          'Eintrag 5: unbekannte Spalte „klicks“ (erwartet: day, brand, visits, page_impressions)',
          'Eintrag 6: Spalte „brand“: erwartet Text oder eine Zahl; Spalte „visits“: erwartet Text oder eine Zahl',
          'Eintrag 7: kein Objekt mit den Spalten day, brand, visits, page_impressions',
        ],
      },
    });
    assert.equal((await gateway.db.select().from(infonlineDaily)).length, 0, 'not even the good first row');

    const details = async (body: unknown) => (await importRows(body)).json().error.details;
    assert.deepEqual(await details({ set: 'reichweite', rows }), [
      '„set“ muss einer von dashboards, infonline, symplr, epaper, top30 sein.',
    ]);
    assert.deepEqual(await details({ set: 'infonline', rows: [] }), ['„rows“ muss eine Liste mit mindestens einer Zeile sein.']);
    assert.deepEqual(await details({ set: 'infonline' }), ['„rows“ muss eine Liste mit mindestens einer Zeile sein.']);
    assert.deepEqual(await details(null), ['„set“ muss einer von dashboards, infonline, symplr, epaper, top30 sein.']);
  });

  test('a gateway that does not hold the database lock of the caller refuses with 421', async () => {
    assertError(
      await importRows({ set: 'infonline', rows }, { 'x-admin-token': ADMIN_TOKEN, 'x-lock-holder-pid': '1' }),
      421,
      'bad-request',
    );
    const own = await importRows({ set: 'infonline', rows }, { 'x-admin-token': ADMIN_TOKEN, 'x-lock-holder-pid': String(process.pid) });
    assert.equal(own.statusCode, 200, own.body);
  });
});

describe('job progress', () => {
  let gateway: TestGateway;
  let gatewayUrl: string;
  let group: User;
  let client: TestClient;
  let ai: OpenAiStandIn;
  let openai: TestGateway;
  before(async () => {
    ({ gateway, url: gatewayUrl } = await realtimeGateway());
    ai = await startOpenAiStandIn();
    openai = await startGateway(undefined, {
      env: { ...soketi.env, AI_PROVIDER: 'openai', OPENAI_BASE_URL: ai.baseUrl, OPENAI_API_KEY: 'sk-test' },
    });
    await clearUsers();
    group = await createSignedInUser(gateway.auth, 'fortschritt@sv-gruppe.de');
    client = connectClient(soketi.port, { gatewayUrl, idToken: group.idToken });
    await client.subscribe(userChannel(group.uid));
  });
  after(async () => {
    client.disconnect();
    await gateway.close();
    await openai.close();
    await ai.close();
  });

  const eventsOf = (jobId: string) =>
    client.received.filter(({ data }) => (data as JobProgressEvent).jobId === jobId).map(({ data }) => data as JobProgressEvent);
  const finished = (jobId: string) => (event: ReceivedEvent) => {
    const data = event.data as JobProgressEvent;
    return data.jobId === jobId && (data.phase === 'done' || data.phase === 'failed');
  };

  const SPEECH =
    'Die Stadtwerke erneuern im Sommer die Gleise der Straßenbahn zwischen dem Hauptbahnhof und dem Stachus, deshalb fahren die Linien 19 und 21 sechs Wochen lang nur eingeschränkt. ' +
    'Fahrgäste sollen auf die U-Bahn ausweichen, an den Haltestellen stehen Mitarbeiterinnen und Mitarbeiter der Verkehrsbetriebe und helfen mit Auskünften weiter. ' +
    'Die Arbeiten beginnen am ersten Montag der Sommerferien und sollen rechtzeitig vor dem Beginn des neuen Schuljahres abgeschlossen sein, teilte die Stadt mit.';

  test('speech (local engine): received, processing with the share of chunks spoken, done', async () => {
    const jobId = 'tts-job-0001';
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/v1/tools/tts',
      headers: { ...bearer(group.idToken), 'x-job-id': jobId },
      payload: { text: SPEECH, voice: 'de-f', speed: 1 },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'audio/wav');
    await client.waitFor(finished(jobId));

    const events = eventsOf(jobId);
    assert.ok(events.every((event) => event.kind === 'tts' && event.jobId === jobId));
    const phases = events.map((event) => event.phase);
    assert.equal(phases[0], 'received');
    assert.equal(phases.at(-1), 'done');
    assert.ok(phases.slice(1, -1).every((phase) => phase === 'processing') && phases.length >= 3, phases.join());
    // meSpeak blocks the event loop while it speaks a chunk, so which shares get out in between
    // depends on timing (a waiting one is replaced by the next); the last is always 1. The shares
    // themselves: 'speakGerman reports …' below.
    const progress = events.flatMap((event) => (event.progress === undefined ? [] : [event.progress]));
    assert.ok(progress.length > 0, phases.join());
    assert.deepEqual(
      [...progress].sort((a, b) => a - b),
      progress,
      'progress only grows',
    );
    assert.equal(progress.at(-1), 1, 'all chunks spoken before done');
  });

  test('speakGerman reports 0, then each chunk spoken, of all chunks', async () => {
    const reported: string[] = [];
    await speakGerman(
      { text: SPEECH, voice: 'de-m', speed: 1, onProgress: (done, total) => reported.push(`${done}/${total}`) },
      new AbortController().signal,
    );
    assert.deepEqual(reported, ['0/3', '1/3', '2/3', '3/3']);
  });

  test('transcription without a model is refused before the upload is read: the usual 501, no job started', async () => {
    const jobId = 'transkript_0002';
    const upload = multipart('interview.wav', 'audio/wav', WAV);
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/v1/tools/transcribe',
      headers: { ...bearer(group.idToken), ...upload.headers, 'x-job-id': jobId },
      payload: upload.payload,
    });
    assertError(response, 501, 'no-ai-provider');
    // Events on one channel arrive in order: once a later job has finished, an event of this one would be here.
    const marker = 'tts-marker-0002';
    await gateway.app.inject({
      method: 'POST',
      url: '/v1/tools/tts',
      headers: { ...bearer(group.idToken), 'x-job-id': marker },
      payload: { text: 'Guten Morgen.', voice: 'de-f', speed: 1 },
    });
    await client.waitFor(finished(marker));
    assert.deepEqual(eventsOf(jobId), []);
  });

  test('a refused upload ends in failed after received', async () => {
    const jobId = 'transkript_0003';
    const upload = multipart('notizen.txt', 'text/plain', Buffer.from('kein Audio'));
    assertError(
      await openai.app.inject({
        method: 'POST',
        url: '/v1/tools/transcribe',
        headers: { ...bearer(group.idToken), ...upload.headers, 'x-job-id': jobId },
        payload: upload.payload,
      }),
      400,
      'unsupported-file-type',
    );
    await client.waitFor(finished(jobId));
    assert.deepEqual(
      eventsOf(jobId).map((event) => event.phase),
      ['received', 'failed'],
    );
  });

  test('with a model (openai): transcription and speech end in done; speech without a share', async () => {
    const upload = multipart('interview.wav', 'audio/wav', WAV);
    const transcript = await openai.app.inject({
      method: 'POST',
      url: '/v1/tools/transcribe',
      headers: { ...bearer(group.idToken), ...upload.headers, 'x-job-id': 'openai-transkript-1' },
      payload: upload.payload,
    });
    assert.equal(transcript.statusCode, 200, transcript.body);
    const speech = await openai.app.inject({
      method: 'POST',
      url: '/v1/tools/tts',
      headers: { ...bearer(group.idToken), 'x-job-id': 'openai-sprache-1' },
      payload: { text: 'Guten Morgen.', voice: 'nova', speed: 1 },
    });
    assert.equal(speech.statusCode, 200, speech.body);
    await client.waitFor(finished('openai-transkript-1'));
    await client.waitFor(finished('openai-sprache-1'));
    assert.deepEqual(
      eventsOf('openai-transkript-1').map((event) => event.phase),
      ['received', 'processing', 'done'],
    );
    assert.deepEqual(eventsOf('openai-sprache-1'), [
      { jobId: 'openai-sprache-1', kind: 'tts', phase: 'received' },
      { jobId: 'openai-sprache-1', kind: 'tts', phase: 'processing' },
      { jobId: 'openai-sprache-1', kind: 'tts', phase: 'done' },
    ]);
  });

  test('no or an invalid X-Job-Id: no events, the same answer', async () => {
    const before = client.received.length;
    for (const jobId of [undefined, 'kurz', 'mit leerzeichen-123', 'ü-nicht-ascii-123', 'x'.repeat(65)]) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/v1/tools/tts',
        headers: { ...bearer(group.idToken), ...(jobId ? { 'x-job-id': jobId } : {}) },
        payload: { text: 'Kurz.', voice: 'de-m', speed: 1 },
      });
      assert.equal(response.statusCode, 200, `${jobId}: ${response.body}`);
    }
    // A valid job afterwards arrives; nothing of the ones before it did.
    await gateway.app.inject({
      method: 'POST',
      url: '/v1/tools/tts',
      headers: { ...bearer(group.idToken), 'x-job-id': 'kontrolle-0001' },
      payload: { text: 'Kurz.', voice: 'de-m', speed: 1 },
    });
    await client.waitFor(finished('kontrolle-0001'));
    assert.ok(client.received.slice(before).every(({ data }) => (data as JobProgressEvent).jobId === 'kontrolle-0001'));
  });
});

describe('publishing never fails a request', () => {
  let standIn: PusherStandIn;
  let gateway: TestGateway;
  let group: User;
  before(async () => {
    standIn = await startPusherStandIn();
    gateway = await startGateway(undefined, {
      env: { ...standIn.env, ADMIN_TOKEN, PRODUCT_SLUG },
      rateLimits: { realtimeAuthPerMinute: 2 },
    });
    await clearUsers();
    group = await createSignedInUser(gateway.auth, 'stoerung@sv-gruppe.de');
  });
  after(async () => {
    await gateway.close();
    await standIn.close();
  });

  const rows = [{ day: '2025-04-01', brand: 'SZ', visits: 1, page_impressions: 2 }];
  const importOnce = () =>
    gateway.app.inject({
      method: 'POST',
      url: '/internal/dashboards/import',
      headers: { 'x-admin-token': ADMIN_TOKEN },
      payload: { set: 'infonline', rows },
    });

  test('the Pusher API answers 500: the import still succeeds; the request was signed correctly', async () => {
    standIn.answer = 500;
    const response = await importOnce();
    assert.equal(response.statusCode, 200, response.body);
    await eventually(() => standIn.events.length > 0, 5000, 'the publish attempt');
    const [event] = standIn.events;
    assert.deepEqual(event?.channels, [PRODUCT_SLUG]);
    assert.equal(event?.name, 'dashboards-updated');
    assert.equal(event?.signatureValid, true);
  });

  test('the Pusher API hangs: the import answers at once, speech too', async () => {
    standIn.answer = 'hang';
    const started = Date.now();
    assert.equal((await importOnce()).statusCode, 200);
    const speech = await gateway.app.inject({
      method: 'POST',
      url: '/v1/tools/tts',
      headers: { ...bearer(group.idToken), 'x-job-id': 'haengt-0001' },
      payload: { text: 'Guten Morgen aus der Redaktion.', voice: 'de-m', speed: 1 },
    });
    assert.equal(speech.statusCode, 200, speech.body);
    assert.ok(Date.now() - started < 1800, `answered after ${Date.now() - started} ms, before the publish timeout`);
  });

  test('publish() resolves and logs a warning without the secret: 500, hang (timeout), unreachable', async () => {
    const warnings: { details: object; message: string }[] = [];
    const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };
    const settings = { appId: TEST_APP.appId, key: TEST_APP.key, secret: TEST_APP.secret, cluster: 'eu', host: '127.0.0.1', useTLS: false };

    standIn.answer = 500;
    await createRealtime({ ...settings, port: standIn.port }, log, 300).publish('kanal', 'announcement', {
      id: '1',
      message: 'x',
      level: 'info',
      sentAt: '',
    });
    standIn.answer = 'hang';
    const started = Date.now();
    await createRealtime({ ...settings, port: standIn.port }, log, 300).publish('kanal', 'announcement', {
      id: '2',
      message: 'x',
      level: 'info',
      sentAt: '',
    });
    assert.ok(Date.now() - started < 1500, 'given up after the timeout');
    await createRealtime({ ...settings, port: await freePort() }, log, 300).publish('kanal', 'announcement', {
      id: '3',
      message: 'x',
      level: 'info',
      sentAt: '',
    });

    assert.equal(warnings.length, 3);
    const reasons = warnings.map(({ details }) => (details as { reason: string }).reason);
    assert.match(reasons[0]!, /HTTP 500/);
    assert.match(reasons[1]!, /keine Antwort nach 300 ms/);
    assert.match(reasons[2]!, /nicht erreichbar \(ECONNREFUSED\)/);
    const logged = JSON.stringify(warnings);
    assert.ok(!logged.includes(TEST_APP.secret) && !logged.includes('auth_signature'), logged);
  });

  test('channel authorisation has its own per-user limit', async () => {
    const ask = () =>
      gateway.app.inject({
        method: 'POST',
        url: '/v1/realtime/auth',
        headers: bearer(group.idToken),
        payload: { socket_id: SOCKET_ID, channel_name: userChannel(group.uid) },
        remoteAddress: nextAddress(),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await ask()).statusCode);
    assert.deepEqual(statuses, [200, 200, 429]);
    assertError(await ask(), 429, 'too-many-requests');
  });
});
