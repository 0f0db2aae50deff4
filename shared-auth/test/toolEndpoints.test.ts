import { renderHook } from '@testing-library/react';
import { toolQuery } from '../src/gateway/portalApi';
import { toolEndpoints, type ToolBody, type ToolPathOf } from 'shared-ui';
import { useToolStream } from '../src/gateway/useToolStream';

test('every tool endpoint is a gateway path; only a JSON endpoint may be read with GET', () => {
  for (const [path, endpoint] of Object.entries(toolEndpoints)) {
    expect(path).toMatch(/^\/v1\/[a-z0-9/-]+$/);
    if (endpoint.transport !== 'json') expect(endpoint.method).toBe('POST');
  }
});

test('a JSON endpoint’s query carries its method, and its body when it takes one', () => {
  expect(toolQuery('/v1/tools/keyword-extraction', { text: 'Ein Artikel', max: 8 })).toEqual({
    path: '/v1/tools/keyword-extraction',
    method: 'POST',
    body: { text: 'Ein Artikel', max: 8 },
  });
  expect(toolQuery('/v1/tools/text-speech/voices')).toEqual({ path: '/v1/tools/text-speech/voices', method: 'GET' });
});

/**
 * What the map is for, checked by the type checker (`npm run typecheck`): each line marked as an
 * error must stay one, or the map no longer keeps a page from pairing a path with the wrong body.
 */
test('a path cannot be paired with another tool’s body or the wrong client', () => {
  const summary: ToolBody<'/v1/tools/summarize'> = { text: 'Ein Artikel', length: 'bullets' };
  // @ts-expect-error the summary needs its length
  const withoutLength: ToolBody<'/v1/tools/summarize'> = { text: 'Ein Artikel' };
  // @ts-expect-error the keywords answer JSON, not a stream
  const keywordsAsStream: ToolPathOf<'events'> = '/v1/tools/keyword-extraction';
  // @ts-expect-error no such endpoint
  const unknownPath: ToolPathOf<'events'> = '/v1/tools/unknown';
  // @ts-expect-error the keywords need their body
  const withoutBody = () => toolQuery('/v1/tools/keyword-extraction');
  // @ts-expect-error a GET takes no body
  const bodyForGet = () => toolQuery('/v1/tools/text-speech/voices', { text: 'x' });

  const { result } = renderHook(() => useToolStream('/v1/tools/top-ten'));
  // @ts-expect-error the top ten need a topic
  const runWithoutTopic = () => result.current.run({ text: 'Ein Artikel' });
  expect([summary, withoutLength, keywordsAsStream, unknownPath, withoutBody, bodyForGet, runWithoutTopic]).toHaveLength(7);
});
