import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, mockToolGateway, renderInPortal, signInTestUser } from 'shared-auth/testing';
import { messages } from 'shared-ui';
import SourceCheck from '../src/pages/SourceCheck';

beforeEach(() => signInTestUser());

const source = 'Die Stadt investiert 7,3 Millionen Euro in die Schulen, sagte Oberbürgermeisterin Anna Berger.';
const draft = 'Die Stadt investiert 8,3 Millionen Euro in die Schulen.';
const finding = { text: '8,3 Millionen Euro', start: 21, end: 39, kind: 'number', reason: 'Die Quelle nennt 7,3 Millionen Euro.' };

function renderPage() {
  const user = userEvent.setup();
  renderInPortal(<SourceCheck />, { path: '/source-check' });
  return {
    user,
    fill: async (quelle: string, text: string) => {
      if (quelle) {
        await user.click(screen.getByLabelText('Quelle'));
        await user.paste(quelle);
      }
      if (text) {
        await user.click(screen.getByLabelText('Text'));
        await user.paste(text);
      }
    },
    submit: () => user.click(screen.getByRole('button', { name: 'Prüfen' })),
  };
}

test('sends source and text, lists each finding with the source’s word and marks it in the text', async () => {
  const { requests } = mockToolGateway(() => jsonResponse(200, { findings: [finding] }));
  const { user, fill, submit } = renderPage();
  await fill(source, draft);
  await submit();

  const panel = await screen.findByTestId('source-check');
  expect(requests[0]).toMatchObject({ method: 'POST', path: '/v1/tools/source-check', body: { source, text: draft } });
  expect(within(panel).getByRole('status')).toHaveTextContent('1 Angabe stützt die Quelle nicht.');
  expect(within(panel).getByText(/Die Quelle nennt 7,3 Millionen Euro\./)).toBeInTheDocument();
  const marked = screen.getByTestId('source-check-marked');
  expect(marked.querySelector('mark')).toHaveTextContent('8,3 Millionen Euro');

  // „Stimmt trotzdem“: the editor checked it; it stays listed, no longer marked.
  await user.click(within(panel).getByRole('button', { name: 'Stimmt trotzdem' }));
  expect(within(panel).getByText('Als richtig bestätigt.')).toBeInTheDocument();
  expect(within(panel).getByRole('status')).toHaveTextContent('Du hast alle Hinweise als richtig bestätigt.');
});

test('a text the source supports says so', async () => {
  mockToolGateway(() => jsonResponse(200, { findings: [] }));
  const { fill, submit } = renderPage();
  await fill(source, 'Die Stadt gibt rund 7,3 Millionen Euro für Schulen aus.');
  await submit();
  expect(await screen.findByText(messages['source-check-clean'])).toBeInTheDocument();
});

test('an empty „Quelle“ is named before anything is sent', async () => {
  const { requests } = mockToolGateway(() => jsonResponse(200, { findings: [] }));
  const { fill, submit } = renderPage();
  await fill('', draft);
  await submit();
  expect(await screen.findByText(messages['source-empty'])).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('a gateway error is shown in German and the texts stay', async () => {
  mockToolGateway(() => errorResponse(503, 'offline-busy'));
  const { fill, submit } = renderPage();
  await fill(source, draft);
  await submit();
  expect(await screen.findByText(messages['offline-busy'])).toBeInTheDocument();
  expect(screen.getByLabelText('Text')).toHaveValue(draft);
  expect(screen.getByLabelText('Quelle')).toHaveValue(source);
});

test('a JSON tool asks too: „Offline bearbeiten“ sends the same check again with the choice, and the result says where it came from', async () => {
  const provenance = {
    engine: 'local',
    model: 'offline',
    failover: null,
    pseudonymised: 0,
    houseStyle: null,
    sourceCheck: { findings: 0 },
    label: null,
  };
  const found = { found: [{ kind: 'person', text: 'Anna Berger' }], choices: ['offline'] };
  const { requests } = mockToolGateway((request) =>
    request.headers.get('X-Personal-Data') === 'offline'
      ? jsonResponse(200, { findings: [], provenance })
      : jsonResponse(409, { error: { code: 'personal-data-found', message: 'Text', details: found } }),
  );
  const { user, fill, submit } = renderPage();
  await fill(source, draft);
  await submit();
  await user.click(await screen.findByRole('button', { name: 'Offline bearbeiten' }));
  expect(screen.queryByRole('button', { name: 'Pseudonymisiert senden' })).toBeNull();
  expect(await screen.findByRole('note', { name: 'Herkunft des Ergebnisses' })).toHaveTextContent(
    'Erstellt von Offline-Engine · Quellencheck: ohne Befund',
  );
  expect(requests.map((request) => [request.body, request.headers.get('X-Personal-Data')])).toEqual([
    [{ source, text: draft }, null],
    [{ source, text: draft }, 'offline'],
  ]);
});
