import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, mockToolGateway, renderInPortal, signInTestUser, sseResponse } from 'shared-auth/testing';
import { messages } from 'shared-ui';
import PressRelease from '../src/pages/PressRelease';
import { draftAsText, paragraphs } from '../src/press-release/articleDraft';
import { captureDownloads } from './downloads';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

afterEach(() => jest.restoreAllMocks());

const release = [
  'PRESSEMITTEILUNG',
  'Stadtwerke München eröffnen neuen Solarpark in Freiham',
  'München, 12. Mai 2026 – Die Stadtwerke München (SWM) haben heute ihren bisher größten Solarpark in Betrieb genommen. Die Anlage versorgt rund 4.000 Haushalte mit Strom.',
  'Pressekontakt: Maria Beispiel, Telefon 089 123456, presse@swm.example',
  'Über die SWM: Die Stadtwerke München sind einer der größten kommunalen Versorger Deutschlands.',
].join('\n\n');

const draft = {
  headline: 'Größter Solarpark der Stadtwerke geht in Freiham ans Netz',
  teaser: 'Die neue Anlage versorgt rund 4.000 Münchner Haushalte mit Strom.',
  body: 'Die Stadtwerke München haben am Dienstag ihren bisher größten Solarpark eröffnet.\n\nDie Anlage in Freiham liefert Strom für rund 4.000 Haushalte.\nWeitere Parks sind geplant.',
};

function renderPage() {
  const user = userEvent.setup();
  renderInPortal(<PressRelease />, { path: '/press-release' });
  const textArea = () => screen.getByLabelText('Text der Pressemitteilung');
  const submitText = async (text: string) => {
    await user.click(textArea());
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'Artikel erstellen' }));
  };
  return { user, textArea, submitText };
}

test('turns the release into an article draft: headline, emphasised teaser, body paragraphs', async () => {
  const { requests } = mockToolGateway(() =>
    sseResponse([
      { event: 'delta', data: { text: 'Größter Solarpark' } },
      { event: 'result', data: draft },
    ]),
  );
  const downloads = captureDownloads();
  const { user, submitText } = renderPage();
  await submitText(release);

  const headline = await screen.findByRole('heading', { level: 3, name: draft.headline });
  expect(requests[0]).toMatchObject({ method: 'POST', path: '/v1/tools/press-release', body: { text: release } });
  const article = headline.closest('article')!;
  expect(within(article).getByText(draft.teaser).tagName).toBe('STRONG');
  const paragraphs = article.querySelectorAll('p');
  expect([...paragraphs].map((p) => p.textContent)).toEqual([
    draft.teaser,
    'Die Stadtwerke München haben am Dienstag ihren bisher größten Solarpark eröffnet.',
    'Die Anlage in Freiham liefert Strom für rund 4.000 Haushalte.\nWeitere Parks sind geplant.',
  ]);

  const asText = [
    draft.headline,
    draft.teaser,
    'Die Stadtwerke München haben am Dienstag ihren bisher größten Solarpark eröffnet.',
    'Die Anlage in Freiham liefert Strom für rund 4.000 Haushalte.\nWeitere Parks sind geplant.',
  ].join('\n\n');
  await user.click(screen.getByRole('button', { name: 'Ergebnis kopieren' }));
  expect(await navigator.clipboard.readText()).toBe(asText);
  await user.click(screen.getByRole('button', { name: 'Als .txt herunterladen' }));
  expect(downloads.names).toEqual(['artikelentwurf.txt']);
  expect(await downloads.text(0)).toBe(asText);
});

test('markup in the draft stays text', async () => {
  mockToolGateway(() =>
    sseResponse([
      { event: 'result', data: { headline: '<h1>Titel</h1>', teaser: '<script>x</script>', body: '<img src=x onerror=alert(1)>' } },
    ]),
  );
  const { submitText } = renderPage();
  await submitText(release);
  const headline = await screen.findByRole('heading', { level: 3, name: '<h1>Titel</h1>' });
  expect(headline.closest('article')!.querySelector('img, script, h1')).toBeNull();
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
});

test('paragraphs split on blank lines (also with spaces or CRLF), the plain text keeps the order', () => {
  expect(paragraphs('Eins.\n\nZwei.\n \nDrei.\r\n\r\nVier.\n\n\n')).toEqual(['Eins.', 'Zwei.', 'Drei.', 'Vier.']);
  expect(paragraphs('  ')).toEqual([]);
  expect(draftAsText({ headline: ' Titel ', teaser: 'Teaser.', body: 'A.\n\nB.' })).toBe('Titel\n\nTeaser.\n\nA.\n\nB.');
});

test('an empty text is refused in the browser', async () => {
  const { requests } = mockToolGateway(() => sseResponse([]));
  const { user } = renderPage();
  await user.click(screen.getByRole('button', { name: 'Artikel erstellen' }));
  expect(screen.getByRole('alert')).toHaveTextContent(messages['text-empty']);
  expect(requests).toHaveLength(0);
});

test('stop ends a running draft and keeps what streamed so far', async () => {
  const { requests } = mockToolGateway((request) =>
    sseResponse([{ event: 'delta', data: { text: 'Größter Solarpark der Stadtwerke' } }], { hang: true, signal: request.signal }),
  );
  const { user, submitText } = renderPage();
  await submitText(release);
  expect(await screen.findByText('Größter Solarpark der Stadtwerke')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stoppen' }));
  expect(await screen.findByText(messages['generation-stopped'])).toBeInTheDocument();
  expect(screen.getByText('Größter Solarpark der Stadtwerke')).toBeInTheDocument();
  expect(requests[0]!.signal?.aborted).toBe(true);
});

test.each([
  ['a provider failure', () => errorResponse(502, 'ai-provider-error'), messages['ai-provider-error']],
  ['a refused input', () => errorResponse(502, 'ai-invalid-request'), messages['ai-invalid-request']],
  ['an unreachable gateway', () => Promise.reject(new TypeError('Failed to fetch')), messages.offline],
])('%s shows the catalogue message and keeps the text', async (_name, answer, message) => {
  mockToolGateway(answer);
  const { textArea, submitText } = renderPage();
  await submitText(release);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(textArea()).toHaveValue(release);
});
