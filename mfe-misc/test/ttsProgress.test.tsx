/** Live progress of Text-To-Speech over the user's realtime channel (gateway/README, "Contract: realtime"). */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  jobProgress,
  jsonResponse,
  mockToolGateway,
  publishJobProgress,
  renderInPortal,
  signedInStore,
  signInTestUser,
} from 'shared-auth/testing';
import { jobIdPattern, type JobProgressEvent } from 'shared-ui';
import TextToSpeech from '../src/pages/TextToSpeech';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

const voices = { voices: [{ id: 'de-f', label: 'Deutsch – weiblich' }] };
const audioResponse = () =>
  new Response(new Uint8Array([0x52, 0x49, 0x46, 0x46]), { status: 200, headers: { 'Content-Type': 'audio/wav' } });

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/audio-1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

/** Speaks a text for a signed-in user whose realtime connection is in `connection` (the page does not depend on it); the answer waits for `answer()`. */
async function startSpeech(connection: string) {
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const { requests } = mockToolGateway((request) =>
    request.path === '/v1/tools/text-speech/voices' ? jsonResponse(200, voices) : held.then(() => audioResponse()),
  );
  const store = signedInStore(connection);
  const user = userEvent.setup();
  renderInPortal(<TextToSpeech />, { path: '/text-speech', store });
  await screen.findByLabelText('Stimme');
  await user.type(screen.getByLabelText('Text'), 'Guten Morgen aus der Redaktion.');
  await user.click(screen.getByRole('button', { name: 'Vorlesen lassen' }));
  await waitFor(() => expect(speakCalls()).toHaveLength(1));
  function speakCalls() {
    return requests.filter((request) => request.path === '/v1/tools/text-speech');
  }
  const { headers } = speakCalls()[0]!;
  return { headers, answer: () => act(async () => answer()), user, speakCalls };
}

const progress = (jobId: string, phase: JobProgressEvent['phase'], value?: number) => jobProgress('tts', jobId, phase, value);
const publish = publishJobProgress;
const player = () => screen.queryByLabelText('Sprachausgabe anhören');

test('the request names its job and the page shows how far the speech is as the gateway reports it', async () => {
  const { headers, answer } = await startSpeech('connected');
  const jobId = headers.get('X-Job-Id')!;
  expect(jobId).toMatch(jobIdPattern);
  expect(headers.get('Authorization')).toBe('Bearer test-token');
  expect(headers.get('Accept')).toBe('audio/wav, audio/mpeg');
  expect(screen.getByRole('heading', { name: 'Sprachausgabe' }).parentElement).toHaveTextContent('Sprachausgabe wird erstellt …');

  publish(progress(jobId, 'received'));
  expect(screen.queryByRole('progressbar')).toBeNull();
  publish(progress(jobId, 'processing', 0.25));
  expect(screen.getByRole('progressbar', { name: 'Wird verarbeitet … 25 %' })).toHaveAttribute('value', '25');
  publish(progress(jobId, 'processing', 2 / 3));
  expect(screen.getByRole('progressbar', { name: 'Wird verarbeitet … 67 %' })).toBeInTheDocument();
  publish(progress('job-of-another-tab', 'processing', 0.1));
  expect(screen.getByRole('progressbar', { name: 'Wird verarbeitet … 67 %' })).toBeInTheDocument();

  publish(progress(jobId, 'done'));
  await answer();
  await waitFor(() => expect(player()).toHaveAttribute('src', 'blob:http://localhost/audio-1'));
  expect(screen.queryByRole('progressbar')).toBeNull();
});

test('a new run gets a new job id and forgets the old progress', async () => {
  const { headers, answer, user, speakCalls } = await startSpeech('connected');
  publish(progress(headers.get('X-Job-Id')!, 'processing', 0.5));
  await answer();
  await waitFor(() => expect(player()).not.toBeNull());
  await user.click(screen.getByRole('button', { name: 'Vorlesen lassen' }));
  await waitFor(() => expect(speakCalls()).toHaveLength(2));
  const second = speakCalls()[1]!.headers.get('X-Job-Id');
  expect(second).toMatch(jobIdPattern);
  expect(second).not.toBe(headers.get('X-Job-Id'));
  expect(screen.queryByRole('progressbar')).toBeNull();
});

test('with the realtime server down nothing comes from the gateway and the page works as before', async () => {
  const { headers, answer } = await startSpeech('unavailable');
  // The id costs nothing (the gateway publishes fire-and-forget) and lets a late connection catch up.
  expect(headers.get('X-Job-Id')).toMatch(jobIdPattern);
  expect(screen.getByRole('heading', { name: 'Sprachausgabe' }).parentElement).toHaveTextContent('Sprachausgabe wird erstellt …');
  expect(screen.queryByRole('progressbar')).toBeNull();
  await answer();
  await waitFor(() => expect(player()).toHaveAttribute('src', 'blob:http://localhost/audio-1'));
});
