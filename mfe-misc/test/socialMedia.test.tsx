import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, mockToolGateway, renderInPortal, signInTestUser, sseResponse } from 'shared-auth/testing';
import { messages } from 'shared-ui';
import SocialMedia from '../src/pages/SocialMedia';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

afterEach(() => jest.restoreAllMocks());

const article =
  'Die Stadtwerke erhöhen zum 1. Januar die Preise für Fernwärme um 12 Prozent. Betroffen sind rund 40.000 Haushalte im Stadtgebiet. Der Verbraucherschutz rät, die Abrechnung genau zu prüfen.';

const xPost =
  'Fernwärme wird teurer: Die Stadtwerke erhöhen zum 1. Januar die Preise um 12 %. Rund 40.000 Haushalte sind betroffen. #Fernwärme #Energie';
const linkedInPost =
  'Zum 1. Januar steigen die Fernwärmepreise der Stadtwerke um 12 Prozent – was das für 40.000 Haushalte bedeutet. 🔥 #Energie';

function renderPage() {
  const user = userEvent.setup();
  renderInPortal(<SocialMedia />, { path: '/social-media' });
  return {
    user,
    textArea: () => screen.getByLabelText('Artikeltext'),
    submit: () => user.click(screen.getByRole('button', { name: 'Posts erstellen' })),
  };
}

test('all four platforms are chosen at first', () => {
  mockToolGateway(() => sseResponse([]));
  renderPage();
  const group = screen.getByRole('group', { name: 'Plattformen' });
  expect(
    within(group)
      .getAllByRole('checkbox')
      .map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked]),
  ).toEqual([
    ['Facebook', true],
    ['Instagram', true],
    ['X', true],
    ['LinkedIn', true],
  ]);
});

test('sends the chosen platforms and shows one card per post with count, hashtags and copy', async () => {
  const { requests } = mockToolGateway(() =>
    sseResponse([
      { event: 'delta', data: { text: 'Fernwärme wird teurer' } },
      {
        event: 'result',
        data: {
          posts: [
            { platform: 'x', text: xPost, hashtags: ['Fernwärme', '#Energie'] },
            { platform: 'linkedin', text: linkedInPost, hashtags: ['Energie'] },
          ],
        },
      },
    ]),
  );
  const { user, textArea, submit } = renderPage();
  await user.type(textArea(), article);
  await user.click(screen.getByRole('checkbox', { name: 'Facebook' }));
  await user.click(screen.getByRole('checkbox', { name: 'Instagram' }));
  await submit();

  const xCard = await screen.findByRole('article', { name: 'X' });
  expect(requests[0]).toMatchObject({
    method: 'POST',
    path: '/v1/tools/social-media',
    body: { text: article, platforms: ['x', 'linkedin'] },
  });
  expect(within(xCard).getByText(xPost)).toBeInTheDocument();
  expect(within(xCard).getByText(`${xPost.length} / 280 Zeichen`)).toBeInTheDocument();
  expect(
    within(within(xCard).getByRole('list', { name: 'Hashtags für X' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['#Fernwärme', '#Energie']);
  expect(within(xCard).getByRole('button', { name: 'Post für X kopieren' })).toBeInTheDocument();

  const linkedInCard = screen.getByRole('article', { name: 'LinkedIn' });
  // The emoji counts as one character, as people count it.
  expect(within(linkedInCard).getByText(`${Array.from(linkedInPost).length} / 3.000 Zeichen`)).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Facebook' })).toBeNull();
});

test('copy puts exactly that post on the clipboard', async () => {
  mockToolGateway(() => sseResponse([{ event: 'result', data: { posts: [{ platform: 'x', text: xPost, hashtags: [] }] } }]));
  const { user, textArea, submit } = renderPage();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  await user.type(textArea(), article);
  await submit();
  await user.click(await screen.findByRole('button', { name: 'Post für X kopieren' }));
  expect(writeText).toHaveBeenCalledWith(xPost);
});

test('a post over the limit is flagged in its count', async () => {
  const long = 'a'.repeat(290);
  mockToolGateway(() => sseResponse([{ event: 'result', data: { posts: [{ platform: 'x', text: long, hashtags: [] }] } }]));
  const { user, textArea, submit } = renderPage();
  await user.type(textArea(), article);
  await submit();
  expect(await screen.findByText('290 / 280 Zeichen')).toBeInTheDocument();
});

test('no platform chosen: the catalogue message, no request, the text stays', async () => {
  const { requests } = mockToolGateway(() => sseResponse([]));
  const { user, textArea, submit } = renderPage();
  await user.type(textArea(), article);
  for (const name of ['Facebook', 'Instagram', 'X', 'LinkedIn']) await user.click(screen.getByRole('checkbox', { name }));
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent(messages['choose-platform']);
  expect(requests).toHaveLength(0);
  expect(textArea()).toHaveValue(article);
  await user.click(screen.getByRole('checkbox', { name: 'X' }));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('an empty text is refused in the browser', async () => {
  const { requests } = mockToolGateway(() => sseResponse([]));
  const { user, textArea, submit } = renderPage();
  await user.type(textArea(), '  ');
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent(messages['text-empty']);
  expect(requests).toHaveLength(0);
});

test('stop ends a running generation and keeps what streamed', async () => {
  const { requests } = mockToolGateway((request) =>
    sseResponse([{ event: 'delta', data: { text: 'Fernwärme wird teurer' } }], { hang: true, signal: request.signal }),
  );
  const { user, textArea, submit } = renderPage();
  await user.type(textArea(), article);
  await submit();
  expect(await screen.findByText('Fernwärme wird teurer')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stoppen' }));
  expect(await screen.findByText(messages['generation-stopped'])).toBeInTheDocument();
  expect(screen.getByText('Fernwärme wird teurer')).toBeInTheDocument();
  expect(requests[0]!.signal?.aborted).toBe(true);
  expect(screen.getByRole('button', { name: 'Posts erstellen' })).toBeEnabled();
});

test.each([
  ['a provider failure', () => errorResponse(502, 'ai-provider-error'), messages['ai-provider-error']],
  ['a bad platform list', () => errorResponse(400, 'choose-platform'), messages['choose-platform']],
  ['an unreachable gateway', () => Promise.reject(new TypeError('Failed to fetch')), messages.offline],
])('%s shows the catalogue message and keeps the text', async (_name, answer, message) => {
  mockToolGateway(answer);
  const { user, textArea, submit } = renderPage();
  await user.type(textArea(), article);
  await submit();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(textArea()).toHaveValue(article);
});
