import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, mockToolGateway, renderInPortal, signInTestUser } from 'shared-auth/testing';
import { messages } from 'shared-ui';
import KeywordExtraction from '../src/pages/KeywordExtraction';
import { readText } from 'portal-tooling/testing/readBlob';
import { tableRows } from 'portal-tooling/testing/tableRows';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

afterEach(() => jest.restoreAllMocks());

const article =
  'Die Stadtwerke erhöhen zum 1. Januar die Preise für Fernwärme um 12 Prozent. Betroffen sind rund 40.000 Haushalte. Der Verbraucherschutz rät, die Fernwärme-Abrechnung genau zu prüfen.';

const result = {
  keywords: [
    { term: 'Fernwärme', score: 0.9234 },
    { term: 'Stadtwerke', score: 0.71 },
    { term: '=Preise', score: 0.4 },
  ],
  phrases: [{ term: 'Preise für Fernwärme', score: 0.875 }],
};

function renderPage() {
  const user = userEvent.setup();
  renderInPortal(<KeywordExtraction />, { path: '/keyword-extraction' });
  return {
    user,
    textArea: () => screen.getByLabelText('Text'),
    countField: () => screen.getByLabelText('Anzahl Keywords'),
    submit: () => user.click(screen.getByRole('button', { name: 'Keywords finden' })),
  };
}

test('sends text and count and shows keywords and phrases as two ranked tables', async () => {
  const { requests } = mockToolGateway(() => jsonResponse(200, result));
  const { user, textArea, countField, submit } = renderPage();
  expect(countField()).toHaveValue(15);
  await user.click(textArea());
  await user.paste(article);
  await user.clear(countField());
  await user.type(countField(), '8');
  await submit();

  await screen.findByRole('table', { name: 'Keywords' });
  expect(requests[0]).toMatchObject({ method: 'POST', path: '/v1/tools/keyword-extraction', body: { text: article, max: 8 } });
  expect(tableRows('Keywords')).toEqual([
    ['1', 'Fernwärme', '0,92'],
    ['2', 'Stadtwerke', '0,71'],
    ['3', '=Preise', '0,40'],
  ]);
  expect(tableRows('Schlüsselphrasen')).toEqual([['1', 'Preise für Fernwärme', '0,88']]);
});

test('a count outside the range is pulled back into it', async () => {
  const { requests } = mockToolGateway(() => jsonResponse(200, result));
  const { user, textArea, countField, submit } = renderPage();
  await user.type(textArea(), 'Fernwärme wird teurer.');
  await user.clear(countField());
  await user.type(countField(), '80');
  await submit();
  await screen.findByRole('table', { name: 'Keywords' });
  expect(requests[0]!.body).toMatchObject({ max: 50 });
  expect(countField()).toHaveValue(50);
});

test('copies each table as a comma list and downloads both as CSV', async () => {
  mockToolGateway(() => jsonResponse(200, result));
  const { user, textArea, submit } = renderPage();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:http://localhost/csv';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('keywords.csv');
  });
  await user.type(textArea(), 'Fernwärme wird teurer.');
  await submit();

  await user.click(await screen.findByRole('button', { name: 'Keywords als Liste kopieren' }));
  expect(writeText).toHaveBeenLastCalledWith('Fernwärme, Stadtwerke, =Preise');
  await user.click(screen.getByRole('button', { name: 'Schlüsselphrasen als Liste kopieren' }));
  expect(writeText).toHaveBeenLastCalledWith('Preise für Fernwärme');

  await user.click(screen.getByRole('button', { name: 'Als CSV herunterladen' }));
  expect(click).toHaveBeenCalledTimes(1);
  const csv = await readText(blobs[0]!);
  expect(csv).toBe(
    '\uFEFF"Art","Rang","Begriff","Gewichtung"\r\n"Keyword",1,"Fernwärme",0.9234\r\n"Keyword",2,"Stadtwerke",0.71\r\n"Keyword",3,"\'=Preise",0.4\r\n"Schlüsselphrase",1,"Preise für Fernwärme",0.875\r\n',
  );
});

test('an empty text is refused in the browser', async () => {
  const { requests } = mockToolGateway(() => jsonResponse(200, result));
  const { user, textArea, submit } = renderPage();
  await user.type(textArea(), '   ');
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent(messages['text-empty']);
  expect(requests).toHaveLength(0);
});

test('stop aborts the running extraction', async () => {
  const { requests } = mockToolGateway(
    (request) =>
      new Promise<Response>((_resolve, reject) =>
        request.signal?.addEventListener('abort', () => reject(new DOMException('Abgebrochen', 'AbortError')), { once: true }),
      ),
  );
  const { user, textArea, submit } = renderPage();
  await user.type(textArea(), 'Fernwärme wird teurer.');
  await submit();
  await user.click(await screen.findByRole('button', { name: 'Stoppen' }));
  expect(await screen.findByText(messages['request-stopped'])).toBeInTheDocument();
  expect(requests[0]!.signal?.aborted).toBe(true);
  expect(screen.getByRole('button', { name: 'Keywords finden' })).toBeEnabled();
  expect(textArea()).toHaveValue('Fernwärme wird teurer.');
});

test.each([
  ['another tenant', () => errorResponse(403, 'tenant-not-allowed'), messages['tenant-not-allowed']],
  ['a server failure', () => errorResponse(500, 'internal-error'), messages['internal-error']],
  ['an unreachable gateway', () => Promise.reject(new TypeError('Failed to fetch')), messages.offline],
])('%s shows the catalogue message and keeps the text', async (_name, answer, message) => {
  mockToolGateway(answer);
  const { user, textArea, submit } = renderPage();
  await user.click(textArea());
  await user.paste(article);
  await submit();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(textArea()).toHaveValue(article);
  expect(screen.queryByRole('table')).toBeNull();
});
