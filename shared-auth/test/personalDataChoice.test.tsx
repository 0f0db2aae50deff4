/**
 * The policy `ask` in the tool runs: a 409 `personal-data-found` keeps the gateway's details, and
 * `failure.resend` sends the very same request again with the user's choice in `X-Personal-Data` —
 * for streams, JSON tools through the portal API, and uploads — without any page passing a header.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PERSONAL_DATA_CHOICE_HEADER } from 'portal-contract/ai-policy';
import { type ToolBody, type ToolResult } from 'shared-ui';
import { toolQuery, portalApi } from '../src/gateway/portalApi';
import { uploadFile } from '../src/gateway/gatewayUpload';
import { useToolStream } from '../src/gateway/useToolStream';
import { createPortalStore } from '../src/store';
import { PERSONAL_DATA_HEADER } from '../src/toolRun/personalDataChoice';
import { useRequestRun } from '../src/toolRun/useRequestRun';
import { useToolRun } from '../src/toolRun/useToolRun';
import { jsonResponse, mockToolGateway, signInTestUser, sseResponse, type RecordedRequest } from '../testing';

beforeEach(() => signInTestUser());

const found = {
  found: [
    { kind: 'person', text: 'Anna Berger' },
    { kind: 'phone', text: '0171 2345678' },
  ],
  choices: ['pseudonymise', 'offline'],
};
const askFirst = (answer: (request: RecordedRequest) => Response) =>
  mockToolGateway((request) =>
    request.headers.get(PERSONAL_DATA_HEADER)
      ? answer(request)
      : jsonResponse(409, { error: { code: 'personal-data-found', message: 'Text', details: found, params: { items: 'Name, Telefon' } } }),
  );

test('the header is the contract’s', () => {
  expect(PERSONAL_DATA_HEADER).toBe(PERSONAL_DATA_CHOICE_HEADER);
});

test('a stream answered with personal-data-found keeps details and params; resend sends the same body with the choice', async () => {
  const { requests } = askFirst(() => sseResponse([{ event: 'result', data: { summary: 'Kurz.' } }]));
  const hook = renderHook(() => useToolStream('/v1/tools/summarize'));
  const body: ToolBody<'/v1/tools/summarize'> = { text: 'Anna Berger (0171 2345678) sagt Ja.', length: 'paragraph' };
  act(() => hook.result.current.run(body));
  await waitFor(() => expect(hook.result.current.status).toBe('failed'));
  expect(hook.result.current.error).toBe('personal-data-found');
  expect(hook.result.current.failure).toMatchObject({ details: found, params: { items: 'Name, Telefon' } });

  act(() => void hook.result.current.failure?.resend?.('pseudonymise'));
  await waitFor(() => expect(hook.result.current.status).toBe('done'));
  expect(hook.result.current.result).toEqual({ summary: 'Kurz.' });
  expect(requests.map((request) => [request.body, request.headers.get(PERSONAL_DATA_HEADER)])).toEqual([
    [body, null],
    [body, 'pseudonymise'],
  ]);

  // The next run of the page is a new question: no choice travels with it.
  act(() => hook.result.current.run(body));
  await waitFor(() => expect(requests).toHaveLength(3));
  expect(requests[2]?.headers.get(PERSONAL_DATA_HEADER)).toBeNull();
});

test('„Abbrechen“ (cancel) leaves the failure without sending anything', async () => {
  const { requests } = askFirst(() => sseResponse([]));
  const hook = renderHook(() => useToolStream('/v1/tools/summarize'));
  act(() => hook.result.current.run({ text: 'Anna Berger', length: 'paragraph' }));
  await waitFor(() => expect(hook.result.current.status).toBe('failed'));
  act(() => hook.result.current.failure?.cancel?.());
  expect(hook.result.current).toMatchObject({ status: 'idle', error: null, failure: null });
  expect(requests).toHaveLength(1);
});

const keywordsPath = '/v1/tools/keyword-extraction';
const keywordsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    testKeywords: build.mutation<ToolResult<typeof keywordsPath>, ToolBody<typeof keywordsPath>>({
      query: (body) => toolQuery(keywordsPath, body),
    }),
  }),
});

test('a JSON tool through the portal API is resent with the choice, its body unchanged', async () => {
  const { requests } = askFirst(() => jsonResponse(200, { keywords: [], phrases: [] }));
  const store = createPortalStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(
    () => {
      const [send] = keywordsApi.useTestKeywordsMutation();
      return useRequestRun(send);
    },
    { wrapper },
  );
  const body = { text: 'Anna Berger', max: 10 };
  act(() => hook.result.current.run(body));
  await waitFor(() => expect(hook.result.current.status).toBe('failed'));
  expect(hook.result.current.failure).toMatchObject({ details: found });
  act(() => void hook.result.current.failure?.resend?.('offline'));
  await waitFor(() => expect(hook.result.current.status).toBe('done'));
  expect(requests.map((request) => [request.body, request.headers.get(PERSONAL_DATA_HEADER)])).toEqual([
    [body, null],
    [body, 'offline'],
  ]);
  // The page's own body was copied, not marked: sending it again asks anew.
  act(() => hook.result.current.run(body));
  await waitFor(() => expect(requests).toHaveLength(3));
  expect(requests[2]?.headers.get(PERSONAL_DATA_HEADER)).toBeNull();
});

/** XMLHttpRequest as uploadFile uses it, answering like the gateway under `ask`: 409 without a choice. */
class AskingXhr {
  static sent: Record<string, string>[] = [];
  headers: Record<string, string> = {};
  status = 0;
  response: unknown = null;
  responseType = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    AskingXhr.sent.push(this.headers);
    const chosen = this.headers[PERSONAL_DATA_HEADER];
    this.status = chosen ? 200 : 409;
    this.response = chosen ? { text: 'Hallo.', segments: [] } : { error: { code: 'personal-data-found', message: 'Text', details: found } };
    setTimeout(() => this.onload?.());
  }
}

test('an upload is resent with the choice beside its own headers', async () => {
  const original = window.XMLHttpRequest;
  window.XMLHttpRequest = AskingXhr as unknown as typeof XMLHttpRequest;
  try {
    const hook = renderHook(() => useToolRun<ToolResult<'/v1/tools/audio-transcript'>>());
    const file = new File(['RIFF'], 'interview.wav', { type: 'audio/wav' });
    act(() => {
      void hook.result.current.start(({ signal }) =>
        uploadFile('/v1/tools/audio-transcript', file, { signal, headers: { 'X-Job-Id': 'job-1' } }),
      );
    });
    await waitFor(() => expect(hook.result.current.status).toBe('failed'));
    expect(hook.result.current.failure?.details).toEqual(found);
    act(() => void hook.result.current.failure?.resend?.('offline'));
    await waitFor(() => expect(hook.result.current.status).toBe('done'));
    expect(AskingXhr.sent.map((headers) => [headers['X-Job-Id'], headers[PERSONAL_DATA_HEADER]])).toEqual([
      ['job-1', undefined],
      ['job-1', 'offline'],
    ]);
  } finally {
    window.XMLHttpRequest = original;
  }
});

test('the 422 of the policy `offline` fails the run with its params for the message', async () => {
  mockToolGateway(() => jsonResponse(422, { error: { code: 'personal-data-offline-only', message: 'Text', params: { items: 'Name' } } }));
  const hook = renderHook(() => useToolStream('/v1/tools/summarize'));
  act(() => hook.result.current.run({ text: 'Anna Berger', length: 'paragraph' }));
  await waitFor(() => expect(hook.result.current.status).toBe('failed'));
  expect(hook.result.current).toMatchObject({ error: 'personal-data-offline-only', failure: { params: { items: 'Name' } } });
});
