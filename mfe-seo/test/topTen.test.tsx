import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, mockToolGateway, renderInPortal, signInTestUser, sseResponse } from 'shared-auth/testing';
import { messages } from 'shared-ui';
import TopTen from '../src/pages/TopTen';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

afterEach(() => jest.restoreAllMocks());

const topic = 'Die schönsten Biergärten in München';
const source =
  'Der Augustinerkeller an der Arnulfstraße bietet 5.000 Plätze unter alten Kastanien. Am Chinesischen Turm im Englischen Garten spielt am Wochenende eine Blaskapelle. Der Hirschgarten ist mit 8.000 Plätzen der größte Biergarten der Welt. Am Seehaus sitzt man direkt am Kleinhesseloher See.';

const items = [
  { title: 'Hirschgarten', explanation: 'Mit 8.000 Plätzen der größte Biergarten der Welt.' },
  { title: 'Augustinerkeller', explanation: '5.000 Plätze unter alten Kastanien an der Arnulfstraße.' },
  { title: 'Chinesischer Turm', explanation: 'Blasmusik am Wochenende mitten im Englischen Garten.' },
  { title: 'Seehaus', explanation: 'Direkt am <b>Kleinhesseloher</b> See.' },
];

function renderPage() {
  const user = userEvent.setup();
  renderInPortal(<TopTen />, { path: '/top-ten' });
  const topicField = () => screen.getByLabelText('Thema');
  const textArea = () => screen.getByLabelText('Quelltext');
  const fill = async ({ withTopic = topic, withText = source } = {}) => {
    if (withTopic) await user.type(topicField(), withTopic);
    if (withText) {
      await user.click(textArea());
      await user.paste(withText);
    }
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Liste erstellen' }));
  return { user, topicField, textArea, fill, submit };
}

test('streams the ranked list and shows it as an ordered list with bold titles, as text', async () => {
  const { requests } = mockToolGateway(() =>
    sseResponse([
      { event: 'delta', data: { text: '1. Hirschgarten' } },
      { event: 'result', data: { items } },
    ]),
  );
  const { fill, submit } = renderPage();
  await fill();
  await submit();

  const list = await screen.findByRole('list', { name: `Top 10: ${topic}` });
  expect(list.tagName).toBe('OL');
  expect(requests[0]).toMatchObject({ method: 'POST', path: '/v1/tools/top-ten', body: { topic, text: source } });
  const entries = within(list).getAllByRole('listitem');
  expect(entries).toHaveLength(4);
  expect(within(entries[0]!).getByText('Hirschgarten').tagName).toBe('STRONG');
  expect(entries[0]).toHaveTextContent('Mit 8.000 Plätzen der größte Biergarten der Welt.');
  expect(entries[3]).toHaveTextContent('Direkt am <b>Kleinhesseloher</b> See.');
  expect(document.querySelector('b')).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: `Top 10: ${topic}` })).toBeInTheDocument();
});

test('copies the list as a numbered plain-text list and downloads it as .txt', async () => {
  mockToolGateway(() => sseResponse([{ event: 'result', data: { items } }]));
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:top-ten');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const downloads: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  const { user, fill, submit, topicField } = renderPage();
  await fill();
  await submit();
  await screen.findByRole('list', { name: `Top 10: ${topic}` });

  const numbered = [
    '1. Hirschgarten – Mit 8.000 Plätzen der größte Biergarten der Welt.',
    '2. Augustinerkeller – 5.000 Plätze unter alten Kastanien an der Arnulfstraße.',
    '3. Chinesischer Turm – Blasmusik am Wochenende mitten im Englischen Garten.',
    '4. Seehaus – Direkt am <b>Kleinhesseloher</b> See.',
  ].join('\n');
  await user.click(screen.getByRole('button', { name: 'Ergebnis kopieren' }));
  expect(await navigator.clipboard.readText()).toBe(numbered);

  // Editing the topic afterwards does not rename the file of the list on screen.
  await user.type(topicField(), ' 2027');
  await user.click(screen.getByRole('button', { name: 'Als .txt herunterladen' }));
  expect(downloads).toEqual(['top-10-die-schoensten-biergaerten-in-muenchen.txt']);
  const blob = createObjectURL.mock.calls[0]![0];
  expect(blob.type).toBe('text/plain;charset=utf-8');
  expect(await readText(blob)).toBe(`Top 10: ${topic}\n\n${numbered}\n`);
});

test('an empty topic is refused with its message at the field, which gets the focus', async () => {
  const { requests } = mockToolGateway(() => sseResponse([]));
  const { user, fill, submit, topicField, textArea } = renderPage();
  await fill({ withTopic: '' });
  await user.type(topicField(), '   ');
  await submit();

  expect(topicField()).toHaveAccessibleDescription(messages['topic-empty']);
  expect(topicField()).toHaveAttribute('aria-invalid', 'true');
  expect(topicField()).toHaveFocus();
  expect(textArea()).toHaveValue(source);
  expect(requests).toHaveLength(0);

  await user.type(topicField(), 'Biergärten');
  expect(topicField()).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(messages['topic-empty'])).not.toBeInTheDocument();
});

test('an empty text is refused, and both messages show when both are empty', async () => {
  const { requests } = mockToolGateway(() => sseResponse([]));
  const { fill, submit, topicField } = renderPage();
  await submit();
  expect(screen.getByText(messages['topic-empty'])).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(messages['text-empty']);

  await fill({ withText: '' });
  await submit();
  expect(screen.queryByText(messages['topic-empty'])).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(messages['text-empty']);
  expect(topicField()).toHaveValue(topic);
  expect(requests).toHaveLength(0);
});

test("the gateway's topic-empty answer shows the catalogue message too", async () => {
  mockToolGateway(() => errorResponse(400, 'topic-empty'));
  const { fill, submit } = renderPage();
  await fill();
  await submit();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages['topic-empty']));
});

test('stop ends a running list and keeps what streamed so far', async () => {
  const { requests } = mockToolGateway((request) =>
    sseResponse([{ event: 'delta', data: { text: '1. Hirschgarten – Mit 8.000 Plätzen' } }], { hang: true, signal: request.signal }),
  );
  const { user, fill, submit, topicField, textArea } = renderPage();
  await fill();
  await submit();
  expect(await screen.findByText('1. Hirschgarten – Mit 8.000 Plätzen')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Liste erstellen' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Stoppen' }));
  expect(await screen.findByText(messages['generation-stopped'])).toBeInTheDocument();
  expect(screen.getByText('1. Hirschgarten – Mit 8.000 Plätzen')).toBeInTheDocument();
  expect(requests[0]!.signal?.aborted).toBe(true);
  expect(topicField()).toHaveValue(topic);
  expect(textArea()).toHaveValue(source);
});

test.each([
  ['a provider failure', () => errorResponse(502, 'ai-provider-error'), messages['ai-provider-error']],
  [
    'a failure mid-stream',
    () =>
      sseResponse([
        { event: 'delta', data: { text: '1.' } },
        { event: 'error', data: { error: { code: 'ai-provider-error', message: 'x' } } },
      ]),
    messages['ai-provider-error'],
  ],
  ['an unreachable gateway', () => Promise.reject(new TypeError('Failed to fetch')), messages.offline],
])('%s shows the catalogue message and keeps topic and text', async (_name, answer, message) => {
  mockToolGateway(answer);
  const { fill, submit, topicField, textArea } = renderPage();
  await fill();
  await submit();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(topicField()).toHaveValue(topic);
  expect(textArea()).toHaveValue(source);
});

/** jsdom's Blob has no text(); its FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

test('fewer than ten points: the list says why instead of looking complete', async () => {
  mockToolGateway(() => sseResponse([{ event: 'result', data: { items, note: 'Der Text gibt nur vier Punkte her.' } }]));
  const { fill, submit } = renderPage();
  await fill();
  await submit();
  expect(await screen.findByText('Der Text gibt nur vier Punkte her.')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: `Top 10: ${topic}` })).getAllByRole('listitem')).toHaveLength(4);
});
