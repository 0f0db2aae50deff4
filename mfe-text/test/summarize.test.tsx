import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  errorResponse,
  GATEWAY_URL,
  gatewayServer,
  mockToolGateway,
  renderInPortal,
  signInTestUser,
  sseResponse,
} from 'shared-auth/testing';
import { defaultPortalConfig, messageFor, messages, reopenState } from 'shared-ui';
import Summarize from '../src/pages/Summarize';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

afterEach(() => jest.restoreAllMocks());

const article =
  'Der Stadtrat hat am Dienstag den Ausbau der Straßenbahn beschlossen. Die neue Linie soll 2029 fahren. Kritiker bemängeln die Kosten von 120 Mio. Euro.';

function renderPage(path: string | { pathname: string; state?: unknown } = '/summarize') {
  const user = userEvent.setup();
  renderInPortal(<Summarize />, { path });
  return { user, textArea: () => screen.getByLabelText('Text') };
}

test('streams the summary and shows it as text with copy', async () => {
  const { requests } = mockToolGateway(() =>
    sseResponse([
      { event: 'delta', data: { text: 'Der Stadtrat ' } },
      { event: 'delta', data: { text: 'baut die Straßenbahn aus.' } },
      { event: 'result', data: { summary: 'Der Stadtrat baut die <b>Straßenbahn</b> aus.' } },
    ]),
  );
  const { user, textArea } = renderPage();
  await user.type(textArea(), article);
  await user.selectOptions(screen.getByLabelText('Länge'), 'bullets');
  await user.click(screen.getByRole('button', { name: 'Zusammenfassen' }));

  expect(await screen.findByText('Der Stadtrat baut die <b>Straßenbahn</b> aus.')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ method: 'POST', path: '/v1/tools/summarize', body: { text: article, length: 'bullets' } });
  expect(screen.getByRole('button', { name: 'Ergebnis kopieren' })).toBeInTheDocument();
  expect(document.querySelector('b')).toBeNull();
});

test('with desks of its own the tenant gets a „Ressort“ choice: it travels with the request and is kept for the next tool', async () => {
  window.localStorage.clear();
  const { requests } = mockToolGateway(() => sseResponse([{ event: 'result', data: { summary: 'Kurz.' } }]));
  gatewayServer.use(http.get(`${GATEWAY_URL}/v1/house-style/desks`, () => HttpResponse.json({ desks: ['Lokales', 'Sport'] })));
  const { user, textArea } = renderPage();
  await user.type(textArea(), article);
  const desk = await screen.findByLabelText('Ressort (Hausstil)');
  expect(desk).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Zusammenfassen' }));
  await screen.findByText('Kurz.');
  expect(requests[0]?.body).toEqual({ text: article, length: 'paragraph' });
  await user.selectOptions(desk, 'Sport');
  await user.click(screen.getByRole('button', { name: 'Zusammenfassen' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]?.body).toEqual({ text: article, length: 'paragraph', desk: 'Sport' });
  expect(window.localStorage.getItem('ki-portal.house-style-desk')).toBe('Sport');
});

test('opened from the history, the page starts with the text and the length of then', async () => {
  const { requests } = mockToolGateway(() => sseResponse([{ event: 'result', data: { summary: 'Kurz.' } }]));
  const { user, textArea } = renderPage({ pathname: '/summarize', state: reopenState({ input: article, options: { length: 'bullets' } }) });
  expect(textArea()).toHaveValue(article);
  expect(screen.getByLabelText('Länge')).toHaveValue('bullets');
  await user.click(screen.getByRole('button', { name: 'Zusammenfassen' }));
  await screen.findByText('Kurz.');
  expect(requests[0]?.body).toEqual({ text: article, length: 'bullets' });
});

test('an option from the history that the page does not know falls back to the default', () => {
  mockToolGateway(() => sseResponse([]));
  renderPage({ pathname: '/summarize', state: reopenState({ input: 'x', options: { length: 'roman' } }) });
  expect(screen.getByLabelText('Länge')).toHaveValue('paragraph');
});

test('under a finished summary the user rates it; a thumbs-down asks why and is sent with the kept entry', async () => {
  const { requests } = mockToolGateway((request) =>
    request.path === '/v1/results/rating'
      ? new Response(null, { status: 204 })
      : sseResponse([{ event: 'result', data: { summary: 'Kurz.', historyId: '41' } }]),
  );
  const { user, textArea } = renderPage();
  await user.type(textArea(), article);
  await user.click(screen.getByRole('button', { name: 'Zusammenfassen' }));
  await screen.findByText('Kurz.');
  const rating = screen.getByRole('group', { name: 'Bewertung des Ergebnisses' });
  await user.click(within(rating).getByRole('button', { name: 'Nein' }));
  const why = screen.getByRole('form', { name: 'Warum nicht hilfreich?' });
  expect(within(why).getByLabelText('Warum nicht?')).toHaveFocus();
  await user.selectOptions(within(why).getByLabelText('Warum nicht?'), 'too-long');
  await user.type(within(why).getByLabelText('Anmerkung (freiwillig)'), 'Zwei Sätze reichen.');
  await user.click(within(why).getByRole('button', { name: 'Senden' }));
  expect(await screen.findByText(messageFor('rating-thanks'))).toBeInTheDocument();
  expect(requests.find(({ path }) => path === '/v1/results/rating')?.body).toEqual({
    tool: 'summarize',
    helpful: false,
    reason: 'too-long',
    comment: 'Zwei Sätze reichen.',
    historyId: '41',
  });
});

test('without desks of its own there is no „Ressort“ choice', async () => {
  mockToolGateway(() => sseResponse([]));
  renderPage();
  await screen.findByLabelText('Länge');
  expect(screen.queryByLabelText('Ressort (Hausstil)')).toBeNull();
});

test('a summary the house style changed says how many changes it made', async () => {
  const change = {
    original: 'online Ausgabe',
    replacement: 'Online-Ausgabe',
    reason: 'Hausstil: Onlineausgabe',
    explanation: 'Mit Bindestrich.',
  };
  mockToolGateway(() =>
    sseResponse([{ event: 'result', data: { summary: 'Die Online-Ausgabe kommt.', houseStyle: { changes: [change] } } }]),
  );
  const { user, textArea } = renderPage();
  await user.type(textArea(), 'Die online Ausgabe kommt.');
  await user.click(screen.getByRole('button', { name: 'Zusammenfassen' }));
  expect(await screen.findByText('Hausstil angewendet: 1 Änderung')).toBeInTheDocument();
  expect(screen.getByText('Hausstil: Onlineausgabe – Mit Bindestrich.')).toBeInTheDocument();
});

test('Ctrl+Enter submits from the text area', async () => {
  const { requests } = mockToolGateway(() => sseResponse([{ event: 'result', data: { summary: 'Kurz.' } }]));
  const { user, textArea } = renderPage();
  await user.type(textArea(), 'Ein Satz.');
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(await screen.findByText('Kurz.')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
});

test('an empty or too long text is refused in the browser and the text stays', async () => {
  const { requests } = mockToolGateway(() => sseResponse([]));
  const { user, textArea } = renderPage();
  await user.type(textArea(), '   ');
  await user.click(screen.getByRole('button', { name: 'Zusammenfassen' }));
  expect(screen.getByRole('alert')).toHaveTextContent(messages['text-empty']);

  const tooLong = 'a'.repeat(defaultPortalConfig.maxTextLength + 1);
  await user.clear(textArea());
  await user.click(textArea());
  await user.paste(tooLong);
  await user.click(screen.getByRole('button', { name: 'Zusammenfassen' }));
  expect(screen.getByRole('alert')).toHaveTextContent(messageFor('text-too-long', { max: defaultPortalConfig.maxTextLength }));
  expect(textArea()).toHaveValue(tooLong);
  expect(requests).toHaveLength(0);
});

test('stop ends a running summary and keeps what streamed so far', async () => {
  const { requests } = mockToolGateway((request) =>
    sseResponse([{ event: 'delta', data: { text: 'Der Anfang der Zusammenfassung' } }], { hang: true, signal: request.signal }),
  );
  const { user, textArea } = renderPage();
  await user.type(textArea(), article);
  await user.click(screen.getByRole('button', { name: 'Zusammenfassen' }));
  expect(await screen.findByText('Der Anfang der Zusammenfassung')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Zusammenfassen' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Stoppen' }));
  expect(await screen.findByText(messages['generation-stopped'])).toBeInTheDocument();
  expect(screen.getByText('Der Anfang der Zusammenfassung')).toBeInTheDocument();
  expect(requests[0]!.signal?.aborted).toBe(true);
  expect(screen.getByRole('button', { name: 'Zusammenfassen' })).toBeEnabled();
});

test.each([
  ['a provider failure before the stream', () => errorResponse(502, 'ai-provider-error'), messages['ai-provider-error']],
  [
    'a failure mid-stream',
    () =>
      sseResponse([
        { event: 'delta', data: { text: 'Teil' } },
        { event: 'error', data: { error: { code: 'ai-provider-error', message: 'x' } } },
      ]),
    messages['ai-provider-error'],
  ],
  ['an unreachable gateway', () => Promise.reject(new TypeError('Failed to fetch')), messages.offline],
])('%s shows the catalogue message and keeps the text', async (_name, answer, message) => {
  mockToolGateway(answer);
  const { user, textArea } = renderPage();
  await user.type(textArea(), article);
  await user.click(screen.getByRole('button', { name: 'Zusammenfassen' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(textArea()).toHaveValue(article);
});

test('under the policy `ask` the page shows what was found; „Pseudonymisiert senden“ sends the same request with the choice', async () => {
  const found = { found: [{ kind: 'person', text: 'Anna Berger' }], choices: ['pseudonymise', 'offline'] };
  const provenance = {
    engine: 'openai',
    model: 'gpt-4o-mini',
    failover: null,
    pseudonymised: 1,
    houseStyle: null,
    sourceCheck: null,
    label: null,
  };
  const { requests } = mockToolGateway((request) =>
    request.headers.get('X-Personal-Data')
      ? sseResponse([{ event: 'result', data: { summary: 'Anna Berger sagt Ja.', provenance } }])
      : new Response(JSON.stringify({ error: { code: 'personal-data-found', message: 'Text', details: found } }), { status: 409 }),
  );
  const { user, textArea } = renderPage();
  await user.type(textArea(), article);
  await user.click(screen.getByRole('button', { name: 'Zusammenfassen' }));
  expect(await screen.findByText(messageFor('personal-data-found', { items: 'Name' }))).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Gefundene personenbezogene Angaben' })).toHaveTextContent('Name: Anna Berger');
  await user.click(screen.getByRole('button', { name: 'Pseudonymisiert senden' }));
  expect(await screen.findByText('Anna Berger sagt Ja.')).toBeInTheDocument();
  expect(await screen.findByRole('note', { name: 'Herkunft des Ergebnisses' })).toHaveTextContent(
    '1 personenbezogene Angabe pseudonymisiert',
  );
  expect(requests.map((request) => [request.body, request.headers.get('X-Personal-Data')])).toEqual([
    [{ text: article, length: 'paragraph' }, null],
    [{ text: article, length: 'paragraph' }, 'pseudonymise'],
  ]);
});
