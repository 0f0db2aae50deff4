import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, mockToolGateway, renderInPortal, signInTestUser, sseResponse } from 'shared-auth/testing';
import { languages, messages } from 'shared-ui';
import Translate from '../src/pages/Translate';
import { swapped, withSource } from '../src/text-translation/languagePair';
import { captureDownloads } from './downloads';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

afterEach(() => jest.restoreAllMocks());

const article = 'Der Stadtrat hat am Dienstag den Ausbau der Straßenbahn beschlossen. Die neue Linie soll 2029 fahren.';
const translation = 'On Tuesday, the city council approved the expansion of the tram. The new line is due to run in 2029.';

function renderPage() {
  const user = userEvent.setup();
  renderInPortal(<Translate />, { path: '/text-translation' });
  const textArea = () => screen.getByLabelText('Text');
  const source = () => screen.getByLabelText<HTMLSelectElement>('Ausgangssprache');
  const target = () => screen.getByLabelText<HTMLSelectElement>('Zielsprache');
  const submitText = async (text: string) => {
    await user.click(textArea());
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Übersetzen' }));
  };
  return { user, textArea, source, target, submitText };
}

test('translates with the chosen languages and formality; copy and .txt download', async () => {
  const { requests } = mockToolGateway(() =>
    sseResponse([
      { event: 'delta', data: { text: 'On Tuesday, ' } },
      { event: 'result', data: { translation } },
    ]),
  );
  const downloads = captureDownloads();
  const { user, source, target, submitText } = renderPage();
  expect(source()).toHaveValue('auto');
  expect(target()).toHaveValue('en');
  await user.selectOptions(source(), 'de');
  await user.selectOptions(target(), 'fr');
  await user.selectOptions(screen.getByLabelText('Anrede'), 'Sie');
  await submitText(article);

  expect(await screen.findByText(translation)).toHaveAttribute('lang', 'fr');
  expect(requests[0]).toMatchObject({
    method: 'POST',
    path: '/v1/tools/text-translation',
    body: { text: article, source: 'de', target: 'fr', formality: 'Sie' },
  });
  await user.click(screen.getByRole('button', { name: 'Ergebnis kopieren' }));
  expect(await navigator.clipboard.readText()).toBe(translation);
  await user.click(screen.getByRole('button', { name: 'Als .txt herunterladen' }));
  expect(downloads.names).toEqual(['uebersetzung-fr.txt']);
  expect(await downloads.text(0)).toBe(translation);
});

test('the defaults are automatic detection into English, du', async () => {
  const { requests } = mockToolGateway(() => sseResponse([{ event: 'result', data: { translation: 'Hello.' } }]));
  const { submitText } = renderPage();
  await submitText('Hallo.');
  await screen.findByText('Hello.');
  expect(requests[0]!.body).toEqual({ text: 'Hallo.', source: 'auto', target: 'en', formality: 'du' });
});

test('the target list leaves out the source language, so both can never be the same', async () => {
  const { user, source, target } = renderPage();
  const targetIds = () =>
    within(target())
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
  expect(targetIds()).toEqual(languages.map((language) => language.id));
  expect(within(source()).getByRole('option', { name: 'Automatisch erkennen' })).toBeInTheDocument();

  await user.selectOptions(source(), 'de');
  expect(targetIds()).not.toContain('de');
  expect(target()).toHaveValue('en');

  // Choosing the target as the source swaps the pair.
  await user.selectOptions(source(), 'en');
  expect(source()).toHaveValue('en');
  expect(target()).toHaveValue('de');
  expect(targetIds()).not.toContain('en');
});

test('„Sprachen tauschen“ swaps source and target and is off with automatic detection', async () => {
  const { user, source, target } = renderPage();
  const swap = () => screen.getByRole('button', { name: 'Sprachen tauschen' });
  expect(swap()).toBeDisabled();
  await user.selectOptions(source(), 'it');
  await user.click(swap());
  expect(source()).toHaveValue('en');
  expect(target()).toHaveValue('it');
});

test('language pair rules', () => {
  expect(withSource({ source: 'auto', target: 'en' }, 'en')).toEqual({ source: 'en', target: 'de' });
  expect(withSource({ source: 'auto', target: 'de' }, 'de')).toEqual({ source: 'de', target: 'en' });
  expect(withSource({ source: 'fr', target: 'en' }, 'en')).toEqual({ source: 'en', target: 'fr' });
  expect(withSource({ source: 'fr', target: 'en' }, 'auto')).toEqual({ source: 'auto', target: 'en' });
  expect(swapped({ source: 'auto', target: 'en' })).toEqual({ source: 'auto', target: 'en' });
  expect(swapped({ source: 'pl', target: 'uk' })).toEqual({ source: 'uk', target: 'pl' });
});

test('an empty text is refused in the browser', async () => {
  const { requests } = mockToolGateway(() => sseResponse([]));
  const { user } = renderPage();
  await user.click(screen.getByRole('button', { name: 'Übersetzen' }));
  expect(screen.getByRole('alert')).toHaveTextContent(messages['text-empty']);
  expect(requests).toHaveLength(0);
});

test('stop ends a running translation and keeps what streamed so far', async () => {
  const { requests } = mockToolGateway((request) =>
    sseResponse([{ event: 'delta', data: { text: 'On Tuesday, the city council' } }], { hang: true, signal: request.signal }),
  );
  const { user, submitText } = renderPage();
  await submitText(article);
  expect(await screen.findByText('On Tuesday, the city council')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stoppen' }));
  expect(await screen.findByText(messages['generation-stopped'])).toBeInTheDocument();
  expect(screen.getByText('On Tuesday, the city council')).toBeInTheDocument();
  expect(requests[0]!.signal?.aborted).toBe(true);
});

test.each([
  ['no AI provider (local)', () => errorResponse(501, 'no-ai-provider'), messages['no-ai-provider']],
  ['a provider failure', () => errorResponse(502, 'ai-provider-error'), messages['ai-provider-error']],
  ['an unreachable gateway', () => Promise.reject(new TypeError('Failed to fetch')), messages.offline],
])('%s shows the catalogue message and keeps the text', async (_name, answer, message) => {
  mockToolGateway(answer);
  const { textArea, submitText } = renderPage();
  await submitText(article);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(textArea()).toHaveValue(article);
});
