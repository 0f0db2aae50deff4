/**
 * docs/new-tool.md, proved: a tool declared by a descriptor (with its schema function and its run) is
 * served at /v1/tools/<id> through the one pipeline — rights, history, usage, house style — and is
 * described in the OpenAPI document, with nothing written for it in the gateway but its run.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineTool, toolPath, type ToolDescriptor, type ToolId } from 'portal-contract';
import { keptResultFields, textField } from 'portal-contract/schemas';
import { historyEntries, usageDaily } from '../src/db/schema.ts';
import { catalogueTools, type ServedTool } from '../src/tools/routes.ts';
import type { Runner } from '../src/tools/runners.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { streamed } from './support/openaiStandIn.ts';
import { bearer, nextAddress, startGateway, type TestGateway } from './support/testGateway.ts';

/** The walkthrough's example: three headline proposals for an article (here: its first words, shouted). */
function headlineIdeasSchemas({ maxTextLength }: { maxTextLength: number }) {
  return {
    body: z.object({ text: textField(maxTextLength) }),
    result: z.object({ headlines: z.array(z.string()), ...keptResultFields() }),
  };
}
const headlineIdeas = defineTool<typeof headlineIdeasSchemas>()({
  id: 'headline-ideas',
  catalogue: {
    name: 'Überschriften',
    description: 'Schlägt drei Überschriften für deinen Artikel vor.',
    howto: 'Füge deinen Artikel ein und starte.',
    icon: 'newspaper',
    group: 'text',
    page: { remote: 'mfe_text', module: './HeadlineIdeas' },
    groupOnly: true,
  },
  transport: 'events',
  engine: { kind: 'offline' },
  history: true,
  rated: false,
  houseStyle: { fields: [{ path: 'headlines.*' }] },
  asText: (result) => result.headlines.join('\n'),
});

const run: Runner = async function* (_deps, body: { text: string }) {
  const words = body.text.split(/\s+/).filter(Boolean);
  const headlines = [1, 2, 3].map((count) =>
    words
      .slice(0, count + 1)
      .join(' ')
      .toUpperCase(),
  );
  yield headlines.join('\n');
  return { headlines };
};

describe('a tool added by its descriptor', () => {
  let gateway: TestGateway;
  let group: string;
  let partner: string;
  const served: ServedTool[] = [
    ...catalogueTools(),
    { descriptor: headlineIdeas as unknown as ToolDescriptor<ToolId>, schemas: headlineIdeasSchemas, runner: run },
  ];
  before(async () => {
    gateway = await startGateway(databaseTargets[0], { tools: served });
    await clearUsers();
    group = (await createSignedInUser(gateway.auth, 'neues-werkzeug@sv-gruppe.de')).idToken;
    partner = (await createSignedInUser(gateway.auth, 'neues-werkzeug@partner-nord.de')).idToken;
  });
  after(() => gateway.close());

  const post = (payload: unknown, idToken = group) =>
    gateway.app.inject({
      method: 'POST',
      url: toolPath('headline-ideas'),
      headers: bearer(idToken),
      payload: payload as object,
      remoteAddress: nextAddress(),
    });

  test('is served at /v1/tools/<id> as a stream, with the checks of its schema', async () => {
    const response = await post({ text: 'Neue Straßenbahn fährt ab Montag' });
    assert.equal(response.statusCode, 200, response.body);
    const { last } = streamed(response.body);
    assert.equal(last?.event, 'result');
    assert.deepEqual((last?.data as { headlines: string[] }).headlines, [
      'NEUE STRASSENBAHN',
      'NEUE STRASSENBAHN FÄHRT',
      'NEUE STRASSENBAHN FÄHRT AB',
    ]);
    assert.equal((await post({ text: '   ' })).json().error.code, 'text-empty');
  });

  test('takes the rights its descriptor declares: group-only refuses another tenant, no token is 401', async () => {
    assert.equal((await post({ text: 'Ein Artikel' }, partner)).statusCode, 403);
    const anonymous = await gateway.app.inject({ method: 'POST', url: toolPath('headline-ideas'), payload: { text: 'x' } });
    assert.equal(anonymous.statusCode, 401);
  });

  test('its runs are kept in the history (its text by asText) and counted in the usage', async () => {
    const response = await post({ text: 'Stadtrat beschließt neuen Haushalt' });
    const { last } = streamed(response.body);
    const historyId = (last?.data as { historyId?: string }).historyId;
    assert.ok(historyId, 'the result carries its history entry');
    await gateway.recorded();
    const [entry] = await gateway.db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.id, Number(historyId)));
    assert.equal(entry?.tool, 'headline-ideas');
    assert.equal(entry?.resultText, 'STADTRAT BESCHLIESST\nSTADTRAT BESCHLIESST NEUEN\nSTADTRAT BESCHLIESST NEUEN HAUSHALT');
    const usage = await gateway.db
      .select()
      .from(usageDaily)
      .where(and(eq(usageDaily.tool, 'headline-ideas')));
    assert.ok(usage.reduce((sum, row) => sum + row.done, 0) >= 2, 'done runs counted');
  });

  test('is described in the OpenAPI document with its body', async () => {
    const document = (await gateway.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      paths: Record<string, { post?: { requestBody?: unknown } }>;
    };
    assert.ok(document.paths['/v1/tools/headline-ideas']?.post?.requestBody, 'POST /v1/tools/headline-ideas with its body');
  });
});
