/**
 * Data stays in the house (docs/personal-data.md), over real HTTP against the OpenAI stand-in: under
 * the default policy the provider receives placeholders only and the user's streamed result holds the
 * real values; a failing or silent provider hands over to the offline engine (labelled as failover),
 * and a task the offline engine cannot do answers the no-provider message; the policies `offline` and
 * `ask`; the tenant admins' settings, their audit entries and the counts per policy; the label.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { messageFor, type Provenance } from 'portal-contract';
import type { AiPolicyReply, PersonalDataFound } from 'portal-contract/schemas';
import { auditLog, userRoles } from '../src/db/schema.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { chatMessages, startOpenAiStandIn, streamed, type OpenAiStandIn, type RecordedRequest } from './support/openaiStandIn.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

const NAME = 'Anna Berger';
const PHONE = '0171 2345678';
const EMAIL = 'anna.berger@example.org';
const IBAN = 'DE89 3704 0044 0532 0130 00';
const TEXT =
  `Die Zeugin ${NAME} hat den Unfall an der Kreuzung beobachtet. Frau Berger ist unter ${PHONE} und ${EMAIL} ` +
  `erreichbar. Die Spenden für die Familie gehen auf das Konto ${IBAN}. Die Polizei bittet um weitere Hinweise.`;
const PLAIN = 'Der Stadtrat hat am Dienstag den Haushalt beschlossen. Schulen bekommen mehr Geld.';

/** The stand-in answers with every placeholder it received, streamed in pieces of three characters. */
function echoPlaceholders(request: RecordedRequest) {
  const { user } = chatMessages(request);
  const placeholders = [...new Set(user.match(/\[[^\]]+\]/g) ?? [])];
  const answer = `Zusammenfassung: ${placeholders.join(', ')} – die Polizei sucht Zeugen.`;
  return { stream: answer.match(/.{1,3}/gs) ?? [answer] };
}

/** Everything the stand-in received, as one text. */
const received = (standIn: OpenAiStandIn) => standIn.requests.map((request) => request.raw.toString('utf8')).join('\n');

describe('personal data, failover and provenance (openai stand-in)', () => {
  let standIn: OpenAiStandIn;
  let gateway: TestGateway;
  let base: string;
  let staff: { uid: string; idToken: string };
  let admin: { uid: string; idToken: string };

  const call = (user: { idToken: string }, path: string, body?: object, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { ...bearer(user.idToken), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const setPolicy = async (policy: Partial<{ personalData: string; keepOfficeHolders: boolean; aiLabel: boolean }>) => {
    const response = await fetch(`${base}/v1/admin/ai-policy`, {
      method: 'PUT',
      headers: { ...bearer(admin.idToken), 'content-type': 'application/json' },
      body: JSON.stringify({ personalData: 'pseudonymise', keepOfficeHolders: false, aiLabel: false, ...policy }),
    });
    assert.equal(response.status, 200, await response.clone().text());
    return (await response.json()) as AiPolicyReply;
  };
  const summary = async (text = TEXT, headers: Record<string, string> = {}) => {
    const response = await call(staff, '/v1/tools/summarize', { text, length: 'sentences' }, headers);
    return { response, ...(response.status === 200 ? streamed(await response.text()) : { text: '', last: undefined, events: [] }) };
  };

  before(async () => {
    standIn = await startOpenAiStandIn();
    gateway = await startGateway(databaseTargets[0], {
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: standIn.baseUrl,
        OPENAI_API_KEY: 'sk-personal-data',
        AI_TIMEOUT_MS: '700',
        AI_RATE_LIMIT_PER_MINUTE: '1000',
        AI_PARALLEL_PER_USER: '10',
      },
    });
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
    await clearUsers();
    staff = await createSignedInUser(gateway.auth, 'reporterin@sv-gruppe.de');
    admin = await createSignedInUser(gateway.auth, 'chefredaktion@sv-gruppe.de');
    await gateway.db.insert(userRoles).values({ uid: admin.uid, role: 'tenant-admin', grantedBy: 'test' });
    for (const user of [staff, admin]) assert.equal((await call(user, '/v1/me')).status, 200);
  });
  beforeEach(async () => {
    standIn.reset();
    standIn.fallback = echoPlaceholders;
    await setPolicy({});
  });
  after(async () => {
    await gateway.close();
    await standIn.close();
  });

  test('pseudonymise (the default): the provider sees placeholders only; the streamed result and the label hold the rest', async () => {
    const { response, text, last } = await summary();
    assert.equal(response.status, 200);
    const sent = received(standIn);
    for (const value of [NAME, 'Berger', PHONE, '2345678', EMAIL, IBAN, '3704 0044'])
      assert.ok(!sent.includes(value), `the provider received „${value}“`);
    assert.match(sent, /\[Person 1\]/);
    assert.match(sent, /\[Telefon 1\]/);
    // The user's stream and result have the real values back, however the pieces cut the placeholders.
    for (const value of [NAME, PHONE, EMAIL]) assert.ok(text.includes(value), `stream without „${value}“: ${text}`);
    const result = last?.data as { summary: string; provenance: Provenance };
    assert.equal(last?.event, 'result');
    assert.ok(result.summary.includes(NAME) && result.summary.includes(IBAN), result.summary);
    assert.ok(!/\[(Person|Telefon|E-Mail|IBAN) \d+\]/.test(result.summary), result.summary);
    assert.equal(result.provenance.engine, 'openai');
    assert.equal(result.provenance.model, 'gpt-4o-mini');
    assert.equal(result.provenance.failover, null);
    assert.ok(result.provenance.pseudonymised >= 4, JSON.stringify(result.provenance));

    // The audit log says what kind of data was replaced, never the data.
    const entries = await gateway.db.select().from(auditLog).where(eq(auditLog.action, 'personal-data.pseudonymised'));
    assert.ok(entries.length >= 1);
    for (const entry of entries) for (const value of [NAME, PHONE, EMAIL, IBAN]) assert.ok(!String(entry.target).includes(value));
    assert.match(String(entries.at(-1)?.target), /Zusammenfassen|Zusammenfassung|summar/i);
  });

  test('a text without personal data goes as it is, and the label says nothing was replaced', async () => {
    const { last } = await summary(PLAIN);
    assert.ok(received(standIn).includes(PLAIN));
    assert.equal((last?.data as { provenance: Provenance }).provenance.pseudonymised, 0);
  });

  test('the provider failing (500) or silent: the offline engine answers, labelled as failover, with the real text', async () => {
    standIn.enqueue({ error: { status: 500, message: 'boom' } });
    const failed = await summary();
    // The offline engine is the retry: one request to the failing server, not two.
    assert.equal(standIn.requests.length, 1);
    assert.equal(failed.response.status, 200);
    const result = failed.last?.data as { summary: string; provenance: Provenance };
    assert.equal(result.provenance.engine, 'local');
    assert.equal(result.provenance.model, 'offline');
    assert.deepEqual(result.provenance.failover, { from: 'openai' });
    assert.ok(result.summary.length > 20);

    standIn.reset();
    standIn.fallback = () => ({ hang: true });
    const silent = await summary(PLAIN);
    assert.equal(silent.response.status, 200);
    assert.deepEqual((silent.last?.data as { provenance: Provenance }).provenance.failover, { from: 'openai' });

    // A task the offline engine cannot do answers the German no-provider message.
    standIn.reset();
    standIn.fallback = () => ({ error: { status: 503, message: 'overloaded' } });
    const translation = await call(staff, '/v1/tools/text-translation', { text: PLAIN, source: 'de', target: 'en', formality: 'Sie' });
    assert.equal(translation.status, 501);
    assert.equal(((await translation.json()) as { error: { message: string } }).error.message, messageFor('no-ai-provider'));
  });

  test('offline: such texts go to the offline engine; a tool it cannot do is refused naming what was found', async () => {
    await setPolicy({ personalData: 'offline' });
    const { response, last } = await summary();
    assert.equal(response.status, 200);
    assert.equal(standIn.requests.length, 0);
    assert.equal((last?.data as { provenance: Provenance }).provenance.engine, 'local');

    const translation = await call(staff, '/v1/tools/text-translation', { text: TEXT, source: 'de', target: 'en', formality: 'Sie' });
    assert.equal(translation.status, 422);
    const { error } = (await translation.json()) as { error: { code: string; message: string } };
    assert.equal(error.code, 'personal-data-offline-only');
    assert.ok(error.message.includes(`„${NAME}“ (Name)`) && error.message.includes(PHONE), error.message);
    assert.equal(standIn.requests.length, 0);
    // Text without personal data still goes to the provider.
    await summary(PLAIN);
    assert.equal(standIn.requests.length, 1);
  });

  test('ask: 409 with what was found; the user chooses pseudonymised or offline', async () => {
    await setPolicy({ personalData: 'ask' });
    const asked = await call(staff, '/v1/tools/summarize', { text: TEXT, length: 'sentences' });
    assert.equal(asked.status, 409);
    const { error } = (await asked.json()) as { error: { code: string; details: PersonalDataFound } };
    assert.equal(error.code, 'personal-data-found');
    assert.deepEqual(error.details.choices, ['pseudonymise', 'offline']);
    assert.ok(error.details.found.some(({ kind, text }) => kind === 'email' && text === EMAIL));
    assert.equal(standIn.requests.length, 0);

    const pseudonymised = await summary(TEXT, { 'X-Personal-Data': 'pseudonymise' });
    assert.equal(pseudonymised.response.status, 200);
    assert.ok(!received(standIn).includes(NAME));
    assert.ok((pseudonymised.last?.data as { summary: string }).summary.includes(NAME));

    standIn.reset();
    const offline = await summary(TEXT, { 'X-Personal-Data': 'offline' });
    assert.equal((offline.last?.data as { provenance: Provenance }).provenance.engine, 'local');
    assert.equal(standIn.requests.length, 0);
  });

  test('settings: admins only, audited; figures per policy; the label line for copies', async () => {
    const forStaff = await call(staff, '/v1/admin/ai-policy');
    assert.equal(forStaff.status, 403);
    const reply = await setPolicy({ aiLabel: true, keepOfficeHolders: true });
    assert.equal(reply.externalProvider, true);
    assert.equal(reply.aiLabel, true);
    const outcomes = new Set(reply.usage.map(({ policy, outcome }) => `${policy}/${outcome}`));
    for (const expected of ['pseudonymise/pseudonymised', 'offline/offline', 'offline/refused', 'ask/asked'])
      assert.ok(outcomes.has(expected), `${expected} missing in ${[...outcomes].join(', ')}`);
    assert.ok(reply.usage.every(({ runs, items }) => runs >= 1 && items >= runs));
    const changes = await gateway.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ai-policy.change'), like(auditLog.target, '%KI-Kennzeichnung an%')));
    assert.ok(changes.length >= 1);

    const { last } = await summary(PLAIN);
    assert.equal((last?.data as { provenance: Provenance }).provenance.label, 'Mit KI-Unterstützung erstellt');
  });
});
