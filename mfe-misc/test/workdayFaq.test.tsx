import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  errorResponse,
  jsonResponse,
  mockToolGateway,
  type RecordedRequest,
  renderInPortal,
  signInTestUser,
  sseResponse,
} from 'shared-auth/testing';
import { messageFor, messages } from 'shared-ui';
import WorkdayFaq from '../src/pages/WorkdayFaq';
import { HISTORY_LIMIT, historyOf } from '../src/workday-faq/conversation';
import { pickSuggestions } from '../src/workday-faq/Suggestions';
import type { ChatMessage } from '../src/workday-faq/types';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

afterEach(() => jest.restoreAllMocks());

const entries = [
  {
    id: 'urlaub-1',
    category: 'Abwesenheiten',
    question: 'Wie beantrage ich Urlaub?',
    answer: 'Startseite → Abwesenheit → „Urlaub beantragen“.',
  },
  {
    id: 'urlaub-2',
    category: 'Abwesenheiten',
    question: 'Wie storniere ich einen Urlaubsantrag?',
    answer: 'Im Posteingang den Antrag öffnen und „Stornieren“ wählen.',
  },
  {
    id: 'spesen-1',
    category: 'Spesen',
    question: 'Wie reiche ich eine Reisekostenabrechnung ein?',
    answer: 'Unter „Spesen“ eine neue Spesenabrechnung anlegen und Belege hochladen.',
  },
  {
    id: 'gehalt-1',
    category: 'Vergütung',
    question: 'Wo finde ich meine Gehaltsabrechnung?',
    answer: 'Unter „Vergütung“ → „Meine Gehaltsabrechnungen“.',
  },
];

const urlaubAnswer = {
  answer: 'Urlaub beantragst du auf der Startseite unter „Abwesenheit“ mit „Urlaub beantragen“.',
  sources: [{ id: 'urlaub-1', category: 'Abwesenheiten', question: 'Wie beantrage ich Urlaub?' }],
};

/** The gateway stand-in: the FAQ entries, and `ask` for each question. */
function mockGateway(
  ask: (request: RecordedRequest, index: number) => Response | Promise<Response>,
  entryList: () => Response = () => jsonResponse(200, { entries }),
) {
  let asked = 0;
  const gateway = mockToolGateway((request) => (request.path === '/v1/workday-faq/entries' ? entryList() : ask(request, asked++)));
  return { ...gateway, asks: () => gateway.requests.filter((request) => request.path === '/v1/tools/workday-faq') };
}

function renderPage() {
  const user = userEvent.setup();
  renderInPortal(<WorkdayFaq />, { path: '/workday-faq' });
  return {
    user,
    input: () => screen.getByLabelText('Deine Frage'),
    conversation: () => screen.getByRole('log', { name: 'Nachrichten' }),
    bubbles: () =>
      within(screen.getByRole('log', { name: 'Nachrichten' }))
        .getAllByRole('listitem')
        .filter((item) => item.parentElement?.tagName === 'OL'),
  };
}

test('Enter sends the question and the answer streams into its bubble', async () => {
  const { asks } = mockGateway((request) =>
    sseResponse(
      [
        { event: 'delta', data: { text: 'Urlaub beantragst du ' } },
        { event: 'delta', data: { text: 'auf der Startseite' } },
      ],
      { hang: true, signal: request.signal },
    ),
  );
  const { user, input, bubbles } = renderPage();
  await user.type(input(), 'Wie beantrage ich Urlaub?{Enter}');

  expect(await screen.findByText('Urlaub beantragst du auf der Startseite')).toBeInTheDocument();
  expect(asks()[0]).toMatchObject({ method: 'POST', body: { question: 'Wie beantrage ich Urlaub?', history: [] } });
  expect(input()).toHaveValue('');
  expect(bubbles().map((bubble) => bubble.textContent)).toEqual([
    'Du: Wie beantrage ich Urlaub?',
    'Workday-FAQ: Urlaub beantragst du auf der Startseite',
  ]);
  expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();
});

test('the finished answer shows its FAQ entries as sources, each opening to its answer', async () => {
  mockGateway(() => sseResponse([{ event: 'result', data: urlaubAnswer }]));
  const { user, input, bubbles } = renderPage();
  await screen.findByRole('button', { name: entries[0]!.question });
  await user.type(input(), 'Wie beantrage ich Urlaub?');
  await user.click(screen.getByRole('button', { name: 'Senden' }));

  expect(await screen.findByText(urlaubAnswer.answer)).toBeInTheDocument();
  const sources = within(bubbles()[1]!).getByRole('list', { name: 'Quellen' });
  expect(
    within(sources)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('summary')?.textContent),
  ).toEqual(['AbwesenheitenWie beantrage ich Urlaub?']);
  const details = sources.querySelector('details')!;
  expect(details.open).toBe(false);
  await user.click(within(details).getByText('Wie beantrage ich Urlaub?'));
  expect(details.open).toBe(true);
  expect(within(details).getByText(entries[0]!.answer)).toBeVisible();
});

test('the next question carries the conversation so far as history', async () => {
  const { asks } = mockGateway((_request, index) =>
    sseResponse([{ event: 'result', data: index === 0 ? urlaubAnswer : { answer: 'Im Posteingang stornieren.', sources: [] } }]),
  );
  const { user, input } = renderPage();
  await user.type(input(), 'Wie beantrage ich Urlaub?{Enter}');
  await screen.findByText(urlaubAnswer.answer);
  await user.type(input(), 'Und wie storniere ich ihn?{Enter}');
  await screen.findByText('Im Posteingang stornieren.');

  expect(asks()[1]!.body).toEqual({
    question: 'Und wie storniere ich ihn?',
    history: [
      { role: 'user', content: 'Wie beantrage ich Urlaub?' },
      { role: 'assistant', content: urlaubAnswer.answer },
    ],
  });
});

test('history holds only answered exchanges and at most the last ten turns', () => {
  const exchange = (n: number, status: 'done' | 'failed' | 'stopped' = 'done'): ChatMessage[] => [
    { id: 2 * n, role: 'user', content: `Frage ${n}` },
    { id: 2 * n + 1, role: 'assistant', content: `Antwort ${n}`, status, sources: [], error: null },
  ];
  expect(historyOf([...exchange(1), ...exchange(2, 'failed'), ...exchange(3, 'stopped')])).toEqual([
    { role: 'user', content: 'Frage 1' },
    { role: 'assistant', content: 'Antwort 1' },
  ]);
  const long = historyOf([1, 2, 3, 4, 5, 6, 7].flatMap((n) => exchange(n)));
  expect(long).toHaveLength(HISTORY_LIMIT);
  expect(long[0]).toEqual({ role: 'user', content: 'Frage 3' });
  expect(long.at(-1)).toEqual({ role: 'assistant', content: 'Antwort 7' });
});

test('Shift+Enter starts a new line instead of sending', async () => {
  const { asks } = mockGateway(() => sseResponse([{ event: 'result', data: urlaubAnswer }]));
  const { user, input } = renderPage();
  await user.type(input(), 'Urlaub:{Shift>}{Enter}{/Shift}Wie beantrage ich ihn?');
  expect(input()).toHaveValue('Urlaub:\nWie beantrage ich ihn?');
  expect(asks()).toHaveLength(0);
});

test('a blank or too long question is refused in the browser', async () => {
  const { asks } = mockGateway(() => sseResponse([{ event: 'result', data: urlaubAnswer }]));
  const { user, input } = renderPage();
  await user.type(input(), '   {Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent(messages['question-empty']);

  const tooLong = 'Urlaub '.repeat(150);
  await user.clear(input());
  await user.click(input());
  await user.paste(tooLong);
  await user.click(screen.getByRole('button', { name: 'Senden' }));
  expect(screen.getByRole('alert')).toHaveTextContent(messageFor('text-too-long', { max: 1000 }));
  expect(input()).toHaveValue(tooLong);
  expect(asks()).toHaveLength(0);
});

test('stop ends the answer, keeps what arrived, and leaves it out of the next history', async () => {
  const { asks } = mockGateway((request, index) =>
    index === 0
      ? sseResponse([{ event: 'delta', data: { text: 'Urlaub beantragst du' } }], { hang: true, signal: request.signal })
      : sseResponse([{ event: 'result', data: urlaubAnswer }]),
  );
  const { user, input } = renderPage();
  await user.type(input(), 'Wie beantrage ich Urlaub?{Enter}');
  expect(await screen.findByText('Urlaub beantragst du')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stoppen' }));

  expect(await screen.findByText(messages['generation-stopped'])).toBeInTheDocument();
  expect(screen.getByText('Urlaub beantragst du')).toBeInTheDocument();
  expect(asks()[0]!.signal?.aborted).toBe(true);
  expect(screen.getByRole('button', { name: 'Senden' })).toBeEnabled();

  await user.type(input(), 'Wie beantrage ich Urlaub?{Enter}');
  await screen.findByText(urlaubAnswer.answer);
  expect(asks()[1]!.body).toMatchObject({ history: [] });
});

test.each([
  ['a provider failure', () => errorResponse(502, 'ai-provider-error'), messages['ai-provider-error']],
  [
    'a failure mid-answer',
    () =>
      sseResponse([
        { event: 'delta', data: { text: 'Urlaub' } },
        { event: 'error', data: { error: { code: 'ai-provider-error', message: 'x' } } },
      ]),
    messages['ai-provider-error'],
  ],
  ['an unreachable gateway', () => Promise.reject(new TypeError('Failed to fetch')), messages.offline],
])('%s shows the message in the conversation and puts the question back', async (_name, answer, message) => {
  mockGateway(answer);
  const { user, input, bubbles } = renderPage();
  await user.type(input(), 'Wie beantrage ich Urlaub?{Enter}');
  await waitFor(() => expect(within(bubbles()[1]!).getByRole('alert')).toHaveTextContent(message));
  expect(bubbles()[0]).toHaveTextContent('Wie beantrage ich Urlaub?');
  expect(input()).toHaveValue('Wie beantrage ich Urlaub?');
  expect(screen.getByRole('button', { name: 'Senden' })).toBeEnabled();
});

test('„Neues Gespräch“ clears the conversation and its history', async () => {
  const { asks } = mockGateway(() => sseResponse([{ event: 'result', data: urlaubAnswer }]));
  const { user, input } = renderPage();
  expect(screen.getByRole('button', { name: 'Neues Gespräch' })).toBeDisabled();
  await user.type(input(), 'Wie beantrage ich Urlaub?{Enter}');
  await screen.findByText(urlaubAnswer.answer);

  await user.click(screen.getByRole('button', { name: 'Neues Gespräch' }));
  expect(screen.queryByRole('log')).toBeNull();
  expect(screen.queryByText(urlaubAnswer.answer)).toBeNull();
  expect(input()).toHaveFocus();

  await user.type(input(), 'Wo finde ich meine Gehaltsabrechnung?{Enter}');
  await screen.findByText(urlaubAnswer.answer);
  expect(asks()[1]!.body).toEqual({ question: 'Wo finde ich meine Gehaltsabrechnung?', history: [] });
});

test('example questions from the FAQ ask with one click and keep what was typed', async () => {
  const { asks } = mockGateway(() => sseResponse([{ event: 'result', data: urlaubAnswer }]));
  const { user, input } = renderPage();
  const examples = await screen.findByRole('list', { name: 'Zum Beispiel:' });
  // One per category first: the second Abwesenheiten question comes last.
  expect(
    within(examples)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([
    'Wie beantrage ich Urlaub?',
    'Wie reiche ich eine Reisekostenabrechnung ein?',
    'Wo finde ich meine Gehaltsabrechnung?',
    'Wie storniere ich einen Urlaubsantrag?',
  ]);
  await user.type(input(), 'Wie viele');
  await user.click(within(examples).getByRole('button', { name: 'Wie beantrage ich Urlaub?' }));
  await screen.findByText(urlaubAnswer.answer);
  expect(asks()[0]!.body).toEqual({ question: 'Wie beantrage ich Urlaub?', history: [] });
  expect(input()).toHaveValue('Wie viele');
  expect(screen.queryByRole('list', { name: 'Zum Beispiel:' })).toBeNull();
});

test('without the entries there are no examples, and sources are listed without their answers', async () => {
  mockGateway(
    () => sseResponse([{ event: 'result', data: urlaubAnswer }]),
    () => errorResponse(500, 'internal-error'),
  );
  const { user, input, bubbles } = renderPage();
  await user.type(input(), 'Wie beantrage ich Urlaub?{Enter}');
  await screen.findByText(urlaubAnswer.answer);
  const sources = within(bubbles()[1]!).getByRole('list', { name: 'Quellen' });
  expect(within(sources).getByRole('listitem')).toHaveTextContent('AbwesenheitenWie beantrage ich Urlaub?');
  expect(sources.querySelector('details')).toBeNull();
  expect(screen.queryByRole('list', { name: 'Zum Beispiel:' })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a new message scrolls the conversation to the end', async () => {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
  mockGateway(() => sseResponse([{ event: 'result', data: urlaubAnswer }]));
  const { user, input, conversation } = renderPage();
  await user.type(input(), 'Wie beantrage ich Urlaub?{Enter}');
  await screen.findByText(urlaubAnswer.answer);
  expect(conversation().scrollTop).toBe(900);
});

test('example picking prefers one question per category', () => {
  expect(pickSuggestions(entries, 2).map((entry) => entry.id)).toEqual(['urlaub-1', 'spesen-1']);
  expect(pickSuggestions([])).toEqual([]);
});

test('under a finished answer the user rates it; the rating names the FAQ assistant', async () => {
  const { requests } = mockGateway((request) =>
    request.path === '/v1/results/rating' ? new Response(null, { status: 204 }) : sseResponse([{ event: 'result', data: urlaubAnswer }]),
  );
  const { user, input, bubbles } = renderPage();
  await user.type(input(), 'Wie beantrage ich Urlaub?{Enter}');
  await screen.findByText(urlaubAnswer.answer);
  const rating = within(bubbles()[1]!).getByRole('group', { name: 'Bewertung des Ergebnisses' });
  await user.click(within(rating).getByRole('button', { name: 'Ja' }));
  expect(await screen.findByText(messageFor('rating-thanks'))).toBeInTheDocument();
  expect(requests.find(({ path }) => path === '/v1/results/rating')?.body).toEqual({ tool: 'workday-faq', helpful: true });
});

test('under the policy `ask` the answer shows what was found; „Pseudonymisiert senden“ asks again with the choice into the same answer', async () => {
  const found = { found: [{ kind: 'person', text: 'Anna Berger' }], choices: ['pseudonymise', 'offline'] };
  const { asks } = mockGateway((request) =>
    request.headers.get('X-Personal-Data')
      ? sseResponse([{ event: 'result', data: urlaubAnswer }])
      : jsonResponse(409, { error: { code: 'personal-data-found', message: 'Text', details: found } }),
  );
  const { user, input, bubbles } = renderPage();
  await user.type(input(), 'Wie beantragt Anna Berger Urlaub?{Enter}');
  expect(await screen.findByText(messageFor('personal-data-found', { items: 'Name' }))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Pseudonymisiert senden' }));
  expect(await screen.findByText(urlaubAnswer.answer)).toBeInTheDocument();
  expect(bubbles()).toHaveLength(2);
  expect(asks().map((request) => [request.body, request.headers.get('X-Personal-Data')])).toEqual([
    [{ question: 'Wie beantragt Anna Berger Urlaub?', history: [] }, null],
    [{ question: 'Wie beantragt Anna Berger Urlaub?', history: [] }, 'pseudonymise'],
  ]);
});
