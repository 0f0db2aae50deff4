import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, mockToolGateway, type RecordedRequest, renderInPortal, signInTestUser } from 'shared-auth/testing';
import { messageFor, messages } from 'shared-ui';
import TextToSpeech from '../src/pages/TextToSpeech';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

const article =
  'Guten Morgen! Heute ist Dienstag, der 4. November. Die Stadtwerke erhöhen zum 1. Januar die Fernwärmepreise um 12 Prozent.';
const voices = {
  voices: [
    { id: 'de-f', label: 'Deutsch – weiblich' },
    { id: 'de-m', label: 'Deutsch – männlich' },
    { id: 'en-f', label: 'Englisch – weiblich' },
  ],
};

let objectUrls = 0;
beforeEach(() => {
  objectUrls = 0;
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/audio-${++objectUrls}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

const audioResponse = (contentType = 'audio/wav') =>
  new Response(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0]), {
    status: 200,
    headers: { 'Content-Type': contentType, 'Content-Disposition': 'attachment; filename="sprachausgabe.wav"' },
  });

/** The gateway stand-in: the voice list, and `speak` for POST /v1/tools/text-speech. */
function mockGateway(
  speak: (request: RecordedRequest) => Response | Promise<Response>,
  voiceList: () => Response = () => jsonResponse(200, voices),
) {
  const gateway = mockToolGateway((request) => (request.path === '/v1/tools/text-speech/voices' ? voiceList() : speak(request)));
  return { ...gateway, speakRequests: () => gateway.requests.filter((request) => request.path === '/v1/tools/text-speech') };
}

function renderPage() {
  const user = userEvent.setup();
  const { unmount } = renderInPortal(<TextToSpeech />, { path: '/text-speech' });
  return {
    user,
    unmount,
    textArea: () => screen.getByLabelText('Text'),
    submit: () => user.click(screen.getByRole('button', { name: 'Vorlesen lassen' })),
    player: () => screen.queryByLabelText('Sprachausgabe anhören'),
  };
}

test('loads the voices, sends text, voice and speed, and plays the answer from a blob URL', async () => {
  const { requests, speakRequests } = mockGateway(() => audioResponse());
  const { user, textArea, submit, player } = renderPage();
  const voiceSelect = await screen.findByLabelText('Stimme');
  expect(requests[0]).toMatchObject({ method: 'GET', path: '/v1/tools/text-speech/voices' });
  expect(voiceSelect).toHaveValue('de-f');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(voices.voices.map((voice) => voice.label));

  await user.click(textArea());
  await user.paste(article);
  await user.selectOptions(voiceSelect, 'de-m');
  expect(screen.getByText('1 ×')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Geschwindigkeit'), { target: { value: '1.25' } });
  expect(screen.getByText('1,25 ×')).toBeInTheDocument();
  expect(screen.getByLabelText('Geschwindigkeit')).toHaveAttribute('aria-valuetext', '1,25-fach');
  await submit();

  await waitFor(() => expect(player()).toHaveAttribute('src', 'blob:http://localhost/audio-1'));
  expect(player()).toHaveAttribute('controls');
  expect(speakRequests()[0]).toMatchObject({ method: 'POST', body: { text: article, voice: 'de-m', speed: 1.25 } });
  expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'audio/wav', size: 8 }));
});

test.each([
  ['audio/wav', 'WAV', 'sprachausgabe.wav'],
  ['audio/mpeg', 'MP3', 'sprachausgabe.mp3'],
])('an answer of type %s downloads as %s', async (contentType, label, filename) => {
  mockGateway(() => audioResponse(contentType));
  const { user, textArea, submit } = renderPage();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  await screen.findByLabelText('Stimme');
  await user.type(textArea(), 'Guten Morgen!');
  await submit();
  await user.click(await screen.findByRole('button', { name: `Als ${label} herunterladen` }));
  expect(saved).toEqual([filename]);
  // The download gets the same audio the player has, not a second request.
  expect(URL.createObjectURL).toHaveBeenLastCalledWith(expect.objectContaining({ type: contentType }));
});

test('a new run revokes the previous audio URL, leaving the page the last one', async () => {
  const { speakRequests } = mockGateway(() => audioResponse());
  const { user, textArea, submit, player, unmount } = renderPage();
  await screen.findByLabelText('Stimme');
  await user.type(textArea(), 'Guten Morgen!');
  await submit();
  await waitFor(() => expect(player()).toHaveAttribute('src', 'blob:http://localhost/audio-1'));
  await submit();
  await waitFor(() => expect(player()).toHaveAttribute('src', 'blob:http://localhost/audio-2'));
  expect(speakRequests()).toHaveLength(2);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/audio-1');
  expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:http://localhost/audio-2');
  unmount();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/audio-2');
});

test('an empty or too long text is refused in the browser and the text stays', async () => {
  const { speakRequests } = mockGateway(() => audioResponse());
  const { user, textArea, submit } = renderPage();
  await screen.findByLabelText('Stimme');
  expect(screen.getByText(/0 \/ 3\.000 Zeichen/)).toBeInTheDocument();
  await user.type(textArea(), '  ');
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent(messages['text-empty']);

  const tooLong = 'a'.repeat(3001);
  await user.clear(textArea());
  await user.click(textArea());
  await user.paste(tooLong);
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent(messageFor('text-too-long', { max: 3000 }));
  expect(textArea()).toHaveValue(tooLong);
  expect(speakRequests()).toHaveLength(0);
});

test('stop cancels the generation', async () => {
  const { speakRequests } = mockGateway(
    (request) =>
      new Promise<Response>((_resolve, reject) =>
        request.signal?.addEventListener('abort', () => reject(new DOMException('Abgebrochen', 'AbortError')), { once: true }),
      ),
  );
  const { user, textArea, submit, player } = renderPage();
  await screen.findByLabelText('Stimme');
  await user.type(textArea(), 'Guten Morgen!');
  await submit();
  expect(screen.getByRole('button', { name: 'Vorlesen lassen' })).toBeDisabled();
  expect(screen.getAllByText('Sprachausgabe wird erstellt …').length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'Stoppen' }));
  expect(await screen.findByText(messages['request-stopped'])).toBeInTheDocument();
  expect(speakRequests()[0]!.signal?.aborted).toBe(true);
  expect(player()).toBeNull();
  expect(screen.getByRole('button', { name: 'Vorlesen lassen' })).toBeEnabled();
});

test.each([
  ['a provider failure', () => errorResponse(502, 'ai-provider-error'), messages['ai-provider-error']],
  ['an unknown voice', () => errorResponse(400, 'validation-failed'), messages['validation-failed']],
  ['an unreachable gateway', () => Promise.reject(new TypeError('Failed to fetch')), messages.offline],
])('%s shows the catalogue message and keeps the text', async (_name, answer, message) => {
  mockGateway(answer);
  const { user, textArea, submit, player } = renderPage();
  await screen.findByLabelText('Stimme');
  await user.click(textArea());
  await user.paste(article);
  await submit();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(textArea()).toHaveValue(article);
  expect(player()).toBeNull();
});

test('voices that cannot be loaded: the reason, a retry, and nothing is sent', async () => {
  let voiceAnswers = 0;
  const { speakRequests } = mockGateway(
    () => audioResponse(),
    () => (++voiceAnswers === 1 ? errorResponse(403, 'tenant-not-allowed') : jsonResponse(200, voices)),
  );
  const { user, textArea, submit } = renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(messages['tenant-not-allowed']);
  await user.type(textArea(), 'Guten Morgen!');
  await submit();
  expect(speakRequests()).toHaveLength(0);
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    messages['tenant-not-allowed'] + 'Stimmen erneut laden',
    messages['tenant-not-allowed'],
  ]);

  await user.click(screen.getByRole('button', { name: 'Stimmen erneut laden' }));
  expect(await screen.findByLabelText('Stimme')).toHaveValue('de-f');
});

test('under finished speech the user rates it as a result of „Text-To-Speech“', async () => {
  const { requests } = mockGateway((request) =>
    request.path === '/v1/results/rating' ? new Response(null, { status: 204 }) : audioResponse(),
  );
  const { user, textArea, submit, player } = renderPage();
  await screen.findByLabelText('Stimme');
  await user.click(textArea());
  await user.paste(article);
  await submit();
  await waitFor(() => expect(player()).toBeInTheDocument());
  const rating = screen.getByRole('group', { name: 'Bewertung des Ergebnisses' });
  await user.click(within(rating).getByRole('button', { name: 'Nein' }));
  const why = screen.getByRole('form', { name: 'Warum nicht hilfreich?' });
  await user.selectOptions(within(why).getByLabelText('Warum nicht?'), 'style');
  await user.click(within(why).getByRole('button', { name: 'Senden' }));
  expect(await screen.findByText(messageFor('rating-thanks'))).toBeInTheDocument();
  expect(requests.find(({ path }) => path === '/v1/results/rating')?.body).toEqual({
    tool: 'text-speech',
    helpful: false,
    reason: 'style',
  });
});
