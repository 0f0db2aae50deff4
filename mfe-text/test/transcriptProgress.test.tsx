/** Live progress of a transcription over the user's realtime channel (gateway/README, "Contract: realtime"). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setGatewayUrl } from 'shared-auth';
import { jobProgress, publishJobProgress, renderInPortal, signedInStore, signInTestUser } from 'shared-auth/testing';
import { jobIdPattern, type JobProgressEvent } from 'shared-ui';
import AudioTranscript from '../src/pages/AudioTranscript';
import { FakeXhr, installFakeXhr } from './fakeXhr';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

const transcript = { text: 'Guten Abend.', segments: [{ start: 0, end: 1.5, text: 'Guten Abend.' }] };

let restoreXhr: () => void;
beforeEach(() => {
  setGatewayUrl('http://gateway.test');
  restoreXhr = installFakeXhr();
});
afterEach(() => restoreXhr());

/** The page for a signed-in user whose realtime connection is in `connection` (the page does not depend on it). */
async function startTranscription(connection: string) {
  const store = signedInStore(connection);
  const user = userEvent.setup();
  renderInPortal(<AudioTranscript />, { path: '/audio-transcript', store });
  await user.upload(screen.getByLabelText('Audiodatei'), new File(['ID3 fake audio'], 'Stadtrat.mp3', { type: 'audio/mpeg' }));
  await user.click(screen.getByRole('button', { name: 'Transkribieren' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return FakeXhr.sent[0]!;
}

const progress = (jobId: string, phase: JobProgressEvent['phase'], value?: number) => jobProgress('transcription', jobId, phase, value);
const publish = publishJobProgress;
const outputText = () => screen.getByRole('heading', { name: 'Transkript' }).parentElement?.textContent;

test('the upload names its job and the page shows the gateway’s progress as it comes in', async () => {
  const request = await startTranscription('connected');
  const jobId = request.headers['X-Job-Id']!;
  expect(jobId).toMatch(jobIdPattern);
  expect(request.headers.Authorization).toBe('Bearer test-token');

  request.progress(300, 1000);
  // The gateway has the file: the upload bar gives way even before the last progress event.
  publish(progress(jobId, 'received'));
  expect(screen.queryByRole('progressbar', { name: /Hochladen/ })).toBeNull();
  expect(outputText()).toContain('Wird transkribiert …');

  publish(progress(jobId, 'processing', 0.4));
  expect(screen.getByRole('progressbar', { name: 'Wird verarbeitet … 40 %' })).toHaveAttribute('value', '40');
  // Another job's progress, or another user's channel, is not this page's.
  publish(progress('job-of-another-tab', 'processing', 0.9));
  publish(progress(jobId, 'processing', 0.9), 'uid-max');
  expect(screen.getByRole('progressbar', { name: 'Wird verarbeitet … 40 %' })).toBeInTheDocument();

  publish(progress(jobId, 'done'));
  await request.respond(200, transcript);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByRole('list', { name: 'Transkript mit Zeitmarken' })).toHaveTextContent('Guten Abend.');
});

test('each run has its own job id', async () => {
  const first = await startTranscription('connected');
  first.progress(1000, 1000);
  await first.respond(200, transcript);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Transkribieren' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
  const second = FakeXhr.sent[1]!;
  expect(second.headers['X-Job-Id']).toMatch(jobIdPattern);
  expect(second.headers['X-Job-Id']).not.toBe(first.headers['X-Job-Id']);
  // The first job's late news does not show on the second run.
  publish(progress(first.headers['X-Job-Id']!, 'processing', 0.5));
  expect(screen.getByRole('progressbar', { name: 'Hochladen: 0 %' })).toBeInTheDocument();
});

test('with the realtime server down nothing comes from the gateway and the page works as before', async () => {
  const request = await startTranscription('unavailable');
  // The id costs nothing (the gateway publishes fire-and-forget) and lets a late connection catch up.
  expect(request.headers['X-Job-Id']).toMatch(jobIdPattern);
  request.progress(420, 1000);
  expect(screen.getByRole('progressbar', { name: 'Hochladen: 42 %' })).toBeInTheDocument();
  request.progress(1000, 1000);
  expect(outputText()).toContain('Wird transkribiert …');
  expect(screen.queryByRole('progressbar')).toBeNull();
  await request.respond(200, transcript);
  expect(screen.getByRole('list', { name: 'Transkript mit Zeitmarken' })).toHaveTextContent('Guten Abend.');
});
