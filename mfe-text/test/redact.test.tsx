import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  errorResponse,
  gatewayServer,
  mockToolGateway,
  renderInPortal,
  signInTestUser,
  sseResponse,
  styleDesks,
} from 'shared-auth/testing';
import { messages } from 'shared-ui';
import Redact from '../src/pages/Redact';
import { captureDownloads } from './downloads';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

afterEach(() => jest.restoreAllMocks());

const draft = 'Die Zietung berichtet das der Stadtrat am Dienstag  den Ausbau der Strassenbahn beschlossen hat.';
const corrected = 'Die Zeitung berichtet, dass der Stadtrat am Dienstag den Ausbau der Straßenbahn beschlossen hat.';
const changes = [
  { original: 'Zietung', replacement: 'Zeitung', reason: 'Rechtschreibung' },
  { original: 'das', replacement: ', dass', reason: 'Grammatik: Konjunktion „dass“ mit Komma' },
  { original: '  ', replacement: ' ', reason: 'Typografie: doppeltes Leerzeichen' },
  { original: 'Strassenbahn', replacement: 'Straßenbahn', reason: 'Rechtschreibung: ß' },
];

function renderPage() {
  const user = userEvent.setup();
  renderInPortal(<Redact />, { path: '/text-redact' });
  const textArea = () => screen.getByLabelText('Text');
  const submitText = async (text: string) => {
    await user.click(textArea());
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Text prüfen' }));
  };
  return { user, textArea, submitText };
}

function answerWith(result: unknown) {
  return mockToolGateway(() =>
    sseResponse([
      { event: 'delta', data: { text: 'Die Zeitung berichtet' } },
      { event: 'result', data: result },
    ]),
  );
}

test('shows a word diff with every change taken, the reasons as a list and the count', async () => {
  const { requests } = answerWith({ corrected, changes });
  const { submitText } = renderPage();
  await submitText(draft);

  expect(await screen.findByText('4 von 4 Änderungen übernommen')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ method: 'POST', path: '/v1/tools/text-redact', body: { text: draft, mode: 'korrigieren' } });

  const diff = screen.getByTestId('redact-diff');
  expect(
    within(diff)
      .getAllByRole('deletion')
      .map((node) => node.textContent),
  ).toEqual(['Zietung', ' das', '··', 'Strassenbahn']);
  expect(
    within(diff)
      .getAllByRole('insertion')
      .map((node) => node.textContent),
  ).toEqual(['Zeitung', ', dass', '·', 'Straßenbahn']);
  expect(screen.getByRole('button', { name: 'Änderung „Zietung“ → „Zeitung“ übernehmen' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Änderung „Zietung“ → „Zeitung“ ablehnen' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: 'Änderung 2 Leerzeichen → Leerzeichen übernehmen' })).toBeInTheDocument();

  const reasons = within(screen.getByRole('region', { name: 'Begründungen' })).getAllByRole('listitem');
  expect(reasons).toHaveLength(4);
  expect(reasons[0]).toHaveTextContent('„Zietung“ → „Zeitung“Rechtschreibung');
  expect(reasons[1]).toHaveTextContent('Grammatik: Konjunktion „dass“ mit Komma');
});

test('a rejected change puts the original word back into what is copied and downloaded', async () => {
  answerWith({ corrected, changes });
  const downloads = captureDownloads();
  const { user, submitText } = renderPage();
  await submitText(draft);
  await screen.findByText('4 von 4 Änderungen übernommen');

  await user.click(screen.getByRole('button', { name: 'Änderung „Strassenbahn“ → „Straßenbahn“ ablehnen' }));
  expect(screen.getByText('3 von 4 Änderungen übernommen')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Änderung „Strassenbahn“ → „Straßenbahn“ übernehmen' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(screen.getByRole('button', { name: 'Änderung „Strassenbahn“ → „Straßenbahn“ ablehnen' })).toHaveAttribute('aria-pressed', 'true');

  const expected = 'Die Zeitung berichtet, dass der Stadtrat am Dienstag den Ausbau der Strassenbahn beschlossen hat.';
  await user.click(screen.getByRole('button', { name: 'Ergebnis kopieren' }));
  expect(await navigator.clipboard.readText()).toBe(expected);

  await user.click(screen.getByRole('button', { name: 'Als .txt herunterladen' }));
  expect(downloads.names).toEqual(['text-korrigiert.txt']);
  expect(await downloads.text(0)).toBe(expected);

  await user.click(screen.getByRole('button', { name: 'Änderung „Strassenbahn“ → „Straßenbahn“ übernehmen' }));
  expect(screen.getByText('4 von 4 Änderungen übernommen')).toBeInTheDocument();
});

test('„Alle ablehnen“ gives back the text as written, „Alle übernehmen“ the corrected one', async () => {
  answerWith({ corrected, changes });
  const { user, submitText } = renderPage();
  await submitText(draft);
  await screen.findByText('4 von 4 Änderungen übernommen');

  await user.click(screen.getByRole('button', { name: 'Alle ablehnen' }));
  expect(screen.getByText('0 von 4 Änderungen übernommen')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Alle ablehnen' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Ergebnis kopieren' }));
  expect(await navigator.clipboard.readText()).toBe(draft);

  await user.click(screen.getByRole('button', { name: 'Alle übernehmen' }));
  expect(screen.getByText('4 von 4 Änderungen übernommen')).toBeInTheDocument();
  // The copy button reads „Kopiert“ for a moment after the first copy.
  await user.click(screen.getByRole('button', { name: 'Kopiert' }));
  expect(await navigator.clipboard.readText()).toBe(corrected);
});

test('the diff is against the text that was sent, even when the field changes afterwards', async () => {
  answerWith({ corrected, changes });
  const { user, textArea, submitText } = renderPage();
  await submitText(draft);
  await screen.findByText('4 von 4 Änderungen übernommen');
  await user.type(textArea(), ' Noch ein Satz.');
  expect(screen.getByText('4 von 4 Änderungen übernommen')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Änderung „Zietung“ → „Zeitung“ übernehmen' })).toBeInTheDocument();
});

test('a text without mistakes gets a friendly note instead of a diff', async () => {
  answerWith({ corrected: 'Alles ist richtig.', changes: [] });
  const { submitText } = renderPage();
  await submitText('Alles ist richtig.');
  expect(await screen.findByText('Alles in Ordnung: An deinem Text gab es nichts zu ändern.')).toBeInTheDocument();
  expect(screen.queryByTestId('redact-diff')).toBeNull();
  expect(screen.getByRole('button', { name: 'Ergebnis kopieren' })).toBeInTheDocument();
});

test('a hint (here „Sie“ and „du“ mixed) is shown above the result and changes nothing', async () => {
  const text = 'Kommen Sie vorbei und bring dein Team mit.';
  const hint = {
    reason: 'Anrede: „Sie“ und „du“ gemischt',
    detail: 'Der Text siezt („Sie“) und duzt („dein“). Entscheide dich für eine Anrede.',
  };
  answerWith({ corrected: text, changes: [], hints: [hint] });
  const { submitText } = renderPage();
  await submitText(text);
  expect(await screen.findByText(hint.reason)).toBeInTheDocument();
  expect(screen.getByText(hint.detail, { exact: false })).toBeInTheDocument();
  expect(screen.getByText('Alles in Ordnung: An deinem Text gab es nichts zu ändern.')).toBeInTheDocument();
});

test('a house-style change names its rule and explanation among the reasons', async () => {
  const text = 'Die online Ausgabe kommt.';
  answerWith({
    corrected: 'Die Online-Ausgabe kommt.',
    changes: [
      { original: 'online Ausgabe', replacement: 'Online-Ausgabe', reason: 'Hausstil: Onlineausgabe', explanation: 'Mit Bindestrich.' },
    ],
  });
  const { submitText } = renderPage();
  await submitText(text);
  expect(await screen.findByText('Hausstil: Onlineausgabe – Mit Bindestrich.')).toBeInTheDocument();
});

test('taking the text counts, once, which house-style changes were kept and which rejected (rule ids only)', async () => {
  const text = 'Die online Ausgabe und die Email kommen.';
  const { requests } = mockToolGateway((request) =>
    request.path === '/v1/house-style/decisions'
      ? new Response(null, { status: 204 })
      : sseResponse([
          {
            event: 'result',
            data: {
              corrected: 'Die Online-Ausgabe und die E-Mail kommen.',
              changes: [
                { original: 'online Ausgabe', replacement: 'Online-Ausgabe', reason: 'Hausstil: Online', explanation: 'x', ruleId: '7' },
                { original: 'Email', replacement: 'E-Mail', reason: 'Hausstil: E-Mail', explanation: 'y', ruleId: '9' },
              ],
            },
          },
        ]),
  );
  const { user, submitText } = renderPage();
  await submitText(text);
  await user.click(await screen.findByRole('button', { name: 'Änderung „Email“ → „E-Mail“ ablehnen' }));
  await user.click(screen.getByRole('button', { name: 'Ergebnis kopieren' }));
  await user.click(await screen.findByRole('button', { name: 'Kopiert' }));
  await waitFor(() => expect(requests.filter(({ path }) => path === '/v1/house-style/decisions')).toHaveLength(1));
  expect(requests.find(({ path }) => path === '/v1/house-style/decisions')?.body).toEqual({
    decisions: [
      { ruleId: '7', accepted: true },
      { ruleId: '9', accepted: false },
    ],
  });
});

test('generated text is shown as text, never as HTML', async () => {
  answerWith({ corrected: 'Ein <b>fetter</b> Satz.', changes: [{ original: 'fetter', replacement: '<b>fetter</b>', reason: 'Stil' }] });
  const { submitText } = renderPage();
  await submitText('Ein fetter Satz.');
  await screen.findByText('2 von 2 Änderungen übernommen');
  expect(document.querySelector('b')).toBeNull();
  expect(screen.getByRole('button', { name: 'Einfügung „<b>“ übernehmen' })).toBeInTheDocument();
  expect(screen.getByTestId('redact-diff')).toHaveTextContent('<b>');
});

test('„redigieren“ without an AI provider shows the catalogue message and keeps the text', async () => {
  const { requests } = mockToolGateway(() => errorResponse(501, 'no-ai-provider'));
  const { user, textArea, submitText } = renderPage();
  await user.selectOptions(screen.getByLabelText('Modus'), 'redigieren');
  await submitText(draft);
  expect(await screen.findByText(messages['no-ai-provider'])).toBeInTheDocument();
  expect(requests[0]!.body).toEqual({ text: draft, mode: 'redigieren' });
  expect(textArea()).toHaveValue(draft);
});

test('an empty text is refused in the browser', async () => {
  const { requests } = mockToolGateway(() => sseResponse([]));
  const { user } = renderPage();
  await user.click(screen.getByRole('button', { name: 'Text prüfen' }));
  expect(screen.getByRole('alert')).toHaveTextContent(messages['text-empty']);
  expect(requests).toHaveLength(0);
});

test('stop ends a running check and keeps what streamed so far', async () => {
  const { requests } = mockToolGateway((request) =>
    sseResponse([{ event: 'delta', data: { text: 'Die Zeitung berichtet, dass' } }], { hang: true, signal: request.signal }),
  );
  const { user, submitText } = renderPage();
  await submitText(draft);
  expect(await screen.findByText('Die Zeitung berichtet, dass')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stoppen' }));
  expect(await screen.findByText(messages['generation-stopped'])).toBeInTheDocument();
  expect(screen.getByText('Die Zeitung berichtet, dass')).toBeInTheDocument();
  expect(requests[0]!.signal?.aborted).toBe(true);
});

test.each([
  ['a provider failure', () => errorResponse(502, 'ai-provider-error'), messages['ai-provider-error']],
  ['an unreachable gateway', () => Promise.reject(new TypeError('Failed to fetch')), messages.offline],
])('%s shows the catalogue message and keeps the text', async (_name, answer, message) => {
  mockToolGateway(answer);
  const { textArea, submitText } = renderPage();
  await submitText(draft);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(textArea()).toHaveValue(draft);
});

test('without a provider for „redigieren“ the mode is shown but cannot be chosen, and it says whom to ask', () => {
  signInTestUser();
  gatewayServer.use(styleDesks());
  const capabilities = { unavailableFeatures: [], unavailableRedactModes: ['redigieren' as const], contact: 'das Portal-Team' };
  renderInPortal(<Redact />, { path: '/text-redact', capabilities });
  const options = within(screen.getByLabelText('Modus')).getAllByRole('option') as HTMLOptionElement[];
  expect(options.map((option) => [option.value, option.disabled])).toEqual([
    ['korrigieren', false],
    ['redigieren', true],
  ]);
  expect(options[1]).toHaveTextContent('Braucht KI-Anbieter');
  expect(screen.getByText(messages['redact-mode-needs-provider'].replace('{contact}', 'das Portal-Team'))).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Text prüfen' })).toBeEnabled();
});
