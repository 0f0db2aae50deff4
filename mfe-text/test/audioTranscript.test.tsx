import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setGatewayUrl } from 'shared-auth';
import { renderInPortal, signInTestUser } from 'shared-auth/testing';
import { defaultPortalConfig, messageFor, messages } from 'shared-ui';
import AudioTranscript from '../src/pages/AudioTranscript';
import { captureDownloads } from './downloads';
import { FakeXhr, installFakeXhr } from './fakeXhr';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

let restoreXhr: () => void;
beforeEach(() => {
  setGatewayUrl('http://gateway.test');
  restoreXhr = installFakeXhr();
});
afterEach(() => {
  restoreXhr();
  jest.restoreAllMocks();
});

const transcript = {
  text: 'Guten Abend aus dem Rathaus. Der Stadtrat hat den Haushalt beschlossen.',
  segments: [
    { start: 0.5, end: 2.75, text: 'Guten Abend aus dem Rathaus.' },
    { start: 2.75, end: 6.1, text: 'Der Stadtrat hat den Haushalt beschlossen.' },
  ],
};

function audio(name = 'Stadtrat Sitzung.mp3', size?: number, type = 'audio/mpeg') {
  const file = new File(['ID3 fake audio'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderPage(config = defaultPortalConfig) {
  // The dialog filter (accept) is a convenience: users can pick „Alle Dateien“, so the test can too.
  const user = userEvent.setup({ applyAccept: false });
  renderInPortal(<AudioTranscript />, { path: '/audio-transcript', config });
  const fileInput = () => screen.getByLabelText<HTMLInputElement>('Audiodatei');
  const start = () => user.click(screen.getByRole('button', { name: 'Transkribieren' }));
  return { user, fileInput, start };
}

async function sentRequest() {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return FakeXhr.sent[0]!;
}

test('uploads with progress, then shows the transcript with timestamps and offers .txt and .srt', async () => {
  const downloads = captureDownloads();
  const { user, fileInput, start } = renderPage();
  expect(screen.getByText('MP3, M4A, WAV, WEBM oder OGG, höchstens 25 MB')).toBeInTheDocument();
  expect(fileInput()).toHaveAttribute('accept', '.mp3,.m4a,.wav,.webm,.ogg');
  const file = audio();
  await user.upload(fileInput(), file);
  await start();

  const request = await sentRequest();
  expect(request.method).toBe('POST');
  expect(request.url).toBe('http://gateway.test/v1/tools/audio-transcript');
  expect(request.headers.Authorization).toBe('Bearer test-token');
  const part = request.body!.get('file') as File;
  expect([part.name, part.size, part.type]).toEqual([file.name, file.size, 'audio/mpeg']);

  request.progress(420, 1000);
  expect(screen.getByRole('progressbar', { name: 'Hochladen: 42 %' })).toHaveAttribute('value', '42');
  expect(screen.getByRole('heading', { name: 'Transkript' }).parentElement).toHaveTextContent('Wird hochgeladen …');

  request.progress(1000, 1000);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Transkript' }).parentElement).toHaveTextContent('Wird transkribiert …');

  await request.respond(200, transcript);
  const list = screen.getByRole('list', { name: 'Transkript mit Zeitmarken' });
  expect(list).toHaveTextContent('00:00Guten Abend aus dem Rathaus.00:02Der Stadtrat hat den Haushalt beschlossen.');

  await user.click(screen.getByRole('button', { name: 'Ergebnis kopieren' }));
  expect(await navigator.clipboard.readText()).toBe(transcript.text);

  await user.click(screen.getByRole('button', { name: 'Als .txt herunterladen' }));
  await user.click(screen.getByRole('button', { name: 'Untertitel (.srt) herunterladen' }));
  expect(downloads.names).toEqual(['Stadtrat Sitzung.txt', 'Stadtrat Sitzung.srt']);
  expect(await downloads.text(0)).toBe('[00:00] Guten Abend aus dem Rathaus.\n[00:02] Der Stadtrat hat den Haushalt beschlossen.\n');
  expect(await downloads.text(1)).toBe(
    '1\n00:00:00,500 --> 00:00:02,750\nGuten Abend aus dem Rathaus.\n\n2\n00:00:02,750 --> 00:00:06,100\nDer Stadtrat hat den Haushalt beschlossen.\n\n',
  );
});

test('the limit comes from the runtime config (the gateway reads the same AUDIO_MAX_BYTES)', async () => {
  const { user, fileInput } = renderPage({ ...defaultPortalConfig, maxAudioBytes: 1024 * 1024 });
  expect(screen.getByText(/höchstens 1 MB/)).toBeInTheDocument();
  await user.upload(fileInput(), audio('Interview.wav', 2 * 1024 * 1024, 'audio/wav'));
  expect(screen.getByRole('alert')).toHaveTextContent('Die Datei ist zu groß (höchstens 1 MB).');
});

test('a file over 25 MB is refused in the browser without a request', async () => {
  const { user, fileInput, start } = renderPage();
  await user.upload(fileInput(), audio('Interview.wav', 25 * 1024 * 1024 + 1, 'audio/wav'));
  expect(screen.getByRole('alert')).toHaveTextContent(messageFor('file-too-large', { max: '25 MB' }));
  expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
  await start();
  expect(screen.getByRole('alert')).toHaveTextContent('Die Datei ist zu groß (höchstens 25 MB).');
  expect(FakeXhr.sent).toHaveLength(0);
});

test('a file of another type is refused in the browser without a request', async () => {
  const { user, fileInput, start } = renderPage();
  await user.upload(fileInput(), audio('Protokoll.pdf', 2000, 'application/pdf'));
  await start();
  expect(screen.getByRole('alert')).toHaveTextContent(messages['unsupported-file-type']);
  expect(FakeXhr.sent).toHaveLength(0);

  // Choosing a proper file clears the message.
  await user.upload(fileInput(), audio('Protokoll.ogg', 2000, 'audio/ogg'));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('without a file nothing is sent, the page asks for one and the file field gets the focus', async () => {
  const { fileInput, start } = renderPage();
  await start();
  expect(screen.getByRole('alert')).toHaveTextContent(messages['choose-file']);
  expect(fileInput()).toHaveFocus();
  expect(FakeXhr.sent).toHaveLength(0);
});

test('stop aborts the upload, says so and keeps the chosen file', async () => {
  const { user, fileInput, start } = renderPage();
  const file = audio();
  await user.upload(fileInput(), file);
  await start();
  const request = await sentRequest();
  request.progress(100, 1000);

  await user.click(screen.getByRole('button', { name: 'Stoppen' }));
  expect(request.aborted).toBe(true);
  expect(await screen.findByText(messages['upload-stopped'])).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(fileInput().files?.[0]).toBe(file);
  expect(screen.getByRole('button', { name: 'Transkribieren' })).toBeEnabled();
});

test.each([
  [
    'no AI provider (local)',
    (request: FakeXhr) => request.respond(501, { error: { code: 'no-ai-provider', message: 'x' } }),
    messages['no-ai-provider'],
  ],
  [
    'a provider failure',
    (request: FakeXhr) => request.respond(502, { error: { code: 'ai-provider-error', message: 'x' } }),
    messages['ai-provider-error'],
  ],
  ['an unreachable gateway', (request: FakeXhr) => request.failNetwork(), messages.offline],
])('%s shows the catalogue message and keeps the file', async (_name, answer, message) => {
  const { user, fileInput, start } = renderPage();
  const file = audio();
  await user.upload(fileInput(), file);
  await start();
  await answer(await sentRequest());
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(fileInput().files?.[0]).toBe(file);
});

test('the gateway refusing the size shows the limit at the file field', async () => {
  const { user, fileInput, start } = renderPage();
  await user.upload(fileInput(), audio());
  await start();
  await (await sentRequest()).respond(413, { error: { code: 'file-too-large', message: 'x' } });
  expect(screen.getByRole('alert')).toHaveTextContent('Die Datei ist zu groß (höchstens 25 MB).');
  expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
});

test('a transcript of an hour or more shows hours in every stamp; without segments the text', async () => {
  const { user, fileInput, start } = renderPage();
  await user.upload(fileInput(), audio('Podcast.m4a', 2000, 'audio/mp4'));
  await start();
  await (
    await sentRequest()
  ).respond(200, {
    text: 'Anfang. Ende.',
    segments: [
      { start: 12, end: 15, text: 'Anfang.' },
      { start: 3725, end: 3730, text: 'Ende.' },
    ],
  });
  expect(screen.getByText('00:00:12')).toBeInTheDocument();
  expect(screen.getByText('01:02:05')).toBeInTheDocument();

  await user.upload(fileInput(), audio('Memo.webm', 2000, 'audio/webm'));
  await start();
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
  await FakeXhr.sent[1]!.respond(200, { text: 'Nur ein kurzer Satz.', segments: [] });
  expect(screen.getByText('Nur ein kurzer Satz.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Untertitel (.srt) herunterladen' })).toBeNull();
});
