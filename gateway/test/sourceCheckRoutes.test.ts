/**
 * Quellencheck over HTTP: the tool of its own (POST /v1/tools/source-check) and the stage after every
 * tool that writes from a pasted source — the offline summary and press-release article carry a
 * check without a finding, a planted change is flagged with the source's figure, and the usage
 * counts per tool and provider how many results had findings (never the texts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { sourceCheckDaily } from '../src/db/schema.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { streamed } from './support/openaiStandIn.ts';
import { bearer, nextAddress, startGateway, type TestGateway } from './support/testGateway.ts';

const PRESS_RELEASE = readFileSync(resolve(import.meta.dirname, 'fixtures', 'texts', 'pressemitteilung-stadtwerke.txt'), 'utf8');
const SOURCE =
  'Der Stadtrat hat am Dienstag, 3. März 2026, den Haushalt beschlossen. Die Stadt investiert 7,3 Millionen Euro in die Sanierung der Schulen. ' +
  '„Wir setzen ein klares Zeichen“, sagte Oberbürgermeisterin Anna Berger.';

type Finding = { text: string; start: number; end: number; kind: string; reason: string };

describe('Quellencheck', () => {
  let gateway: TestGateway;
  let user: string;
  before(async () => {
    gateway = await startGateway(databaseTargets[0], { env: { AI_RATE_LIMIT_PER_MINUTE: '1000' } });
    await clearUsers();
    user = (await createSignedInUser(gateway.auth, 'quellencheck@sv-gruppe.de')).idToken;
  });
  after(() => gateway.close());

  const post = (url: string, payload: object) =>
    gateway.app.inject({ method: 'POST', url, headers: bearer(user), payload, remoteAddress: nextAddress() });

  test('a changed figure is a finding at its place in the text, with what the source says', async () => {
    const text = 'Die Stadt investiert 8,3 Millionen Euro in die Schulen, sagte die OB.';
    const response = await post('/v1/tools/source-check', { source: SOURCE, text });
    assert.equal(response.statusCode, 200, response.body);
    const { findings } = response.json() as { findings: Finding[] };
    const figure = findings.find((finding) => finding.kind === 'number');
    assert.ok(figure, JSON.stringify(findings));
    assert.equal(text.slice(figure.start, figure.end), figure.text);
    assert.match(figure.text, /8,3/);
    assert.match(figure.reason, /7,3 Millionen Euro/);
  });

  test('a faithful paraphrase has no finding', async () => {
    const text = 'Rund 7,3 Millionen Euro fließen in die Schulen. Das beschloss der Stadtrat am Dienstag.';
    const response = await post('/v1/tools/source-check', { source: SOURCE, text });
    assert.deepEqual((response.json() as { findings: Finding[] }).findings, []);
  });

  test('an empty source or text is refused with the message that names the field', async () => {
    assert.equal((await post('/v1/tools/source-check', { source: ' ', text: 'x' })).json().error.code, 'source-empty');
    assert.equal((await post('/v1/tools/source-check', { source: SOURCE, text: '' })).json().error.code, 'text-empty');
  });

  test('the offline summary and press-release article carry a source check without a finding', async () => {
    for (const [url, body] of [
      ['/v1/tools/summarize', { text: PRESS_RELEASE, length: 'paragraph' }],
      ['/v1/tools/press-release', { text: PRESS_RELEASE }],
    ] as const) {
      const response = await post(url, body);
      assert.equal(response.statusCode, 200, response.body);
      const result = streamed(response.body).last?.data as { sourceCheck?: { findings: Finding[] } };
      assert.deepEqual(result.sourceCheck, { findings: [] }, `${url}: ${JSON.stringify(result.sourceCheck)}`);
    }
  });

  test('every checked result is counted per tool and provider, with or without findings', async () => {
    await gateway.recorded();
    const rows = await gateway.db.select().from(sourceCheckDaily).where(eq(sourceCheckDaily.tool, 'summarize'));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.provider, 'local');
    assert.ok((rows[0]?.checked ?? 0) >= 1);
    assert.equal(rows[0]?.withFindings, 0);
  });
});
