/**
 * The history in the shell: the user's entries with tool filter and search, an entry read-only with
 * „Erneut öffnen“ and „Weiterverwenden in …“, deleting, and „Verlauf speichern“ on „Mein Konto“.
 * The gateway decides whose entries these are; these tests check what the pages ask and show.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { messageFor } from 'shared-ui';
import { requestsTo, stubGateway } from './gatewayStub';
import { currentPath, groupUser, renderPortal } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

afterEach(() => jest.restoreAllMocks());

const summary = {
  id: '12',
  tool: 'summarize',
  createdAt: '2026-11-26T09:30:00.000Z',
  status: 'done',
  inputPreview: 'Der Stadtrat hat am Dienstag …',
  resultPreview: 'Der Stadtrat baut die Straßenbahn aus.',
};
const entry = {
  ...summary,
  provider: 'local',
  options: { length: 'sentences' },
  input: 'Der Stadtrat hat am Dienstag den Ausbau der Straßenbahn beschlossen.',
  resultText: 'Der Stadtrat baut die Straßenbahn aus.',
};

function gateway({ historyEnabled = true } = {}) {
  return stubGateway(({ path, method }) => {
    if (path === '/v1/history' && method === 'GET') return { status: 200, body: { entries: [summary], total: 1, page: 1, pageSize: 20 } };
    if (path === '/v1/history/12' && method === 'GET') return { status: 200, body: { entry } };
    if (path.startsWith('/v1/history') && method === 'DELETE') return { status: 204 };
    if (path === '/v1/me/settings') return { status: 200, body: { historyEnabled } };
    return { status: 404 };
  });
}

test('lists the entries, searches input and result, and opens one read-only', async () => {
  const requests = gateway();
  const { user } = await renderPortal('/history', { user: groupUser });
  expect(await screen.findByRole('heading', { level: 1, name: 'Verlauf' })).toBeInTheDocument();
  expect(document.title).toBe('KI-Portal | Verlauf');
  const list = await screen.findByRole('list', { name: 'Einträge' });
  await user.selectOptions(screen.getByLabelText('Werkzeug'), 'summarize');
  await user.type(screen.getByLabelText('Suche in Eingabe und Ergebnis'), 'Straßenbahn');
  await user.click(screen.getByRole('button', { name: 'Suchen' }));
  await waitFor(() =>
    expect(
      requests.some(
        ({ url }) =>
          url.pathname === '/v1/history' && url.searchParams.get('q') === 'Straßenbahn' && url.searchParams.get('tool') === 'summarize',
      ),
    ).toBe(true),
  );

  await user.click(within(list).getByRole('button', { name: /Text zusammenfassen/ }));
  const opened = await screen.findByRole('article', { name: /Text zusammenfassen/ });
  expect(within(opened).getByRole('region', { name: 'Eingabe' })).toHaveTextContent(entry.input);
  expect(within(opened).getByRole('region', { name: 'Ergebnis' })).toHaveTextContent(entry.resultText);
  expect(within(opened).getByRole('button', { name: 'Ergebnis kopieren' })).toBeInTheDocument();

  await user.click(within(opened).getByRole('button', { name: 'Erneut öffnen' }));
  expect(currentPath()).toBe('/summarize');
});

test('„Weiterverwenden in …“ opens the chosen tool; deleting an entry asks first', async () => {
  const requests = gateway();
  const { user } = await renderPortal('/history', { user: groupUser });
  await user.click(await screen.findByRole('button', { name: /Text zusammenfassen/ }));
  const opened = await screen.findByRole('article', { name: /Text zusammenfassen/ });
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  await user.click(within(opened).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(requests.some(({ path, method }) => path === '/v1/history/12' && method === 'DELETE')).toBe(true));

  await user.click(await screen.findByRole('button', { name: /Text zusammenfassen/ }));
  const again = await screen.findByRole('article', { name: /Text zusammenfassen/ });
  await user.selectOptions(within(again).getByLabelText('Weiterverwenden in'), 'social-media');
  await user.click(within(again).getByRole('button', { name: 'Ergebnis übernehmen' }));
  expect(currentPath()).toBe('/social-media');
});

test('„Mein Konto“ switches the history off and deletes it', async () => {
  const requests = gateway();
  const { user } = await renderPortal('/user', { user: groupUser });
  const toggle = await screen.findByRole('checkbox', { name: 'Verlauf speichern' });
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).toBeChecked();
  await user.click(toggle);
  await waitFor(() => expect(requestsTo(requests, '/v1/me/settings')).toContainEqual({ historyEnabled: false }));
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  await user.click(screen.getByRole('button', { name: 'Verlauf löschen' }));
  expect(await screen.findByText(messageFor('history-deleted'))).toBeInTheDocument();
  expect(requests.some(({ path, method }) => path === '/v1/history' && method === 'DELETE')).toBe(true);
});

test('a kept result shows where it came from, and copy and download carry the tenant’s labelling line', async () => {
  const labelled = {
    ...entry,
    provenance: {
      engine: 'openai',
      model: 'gpt-4o-mini',
      failover: null,
      pseudonymised: 2,
      houseStyle: null,
      sourceCheck: null,
      label: 'Mit KI-Unterstützung erstellt',
    },
  };
  stubGateway(({ path, method }) => {
    if (path === '/v1/history' && method === 'GET') return { status: 200, body: { entries: [summary], total: 1, page: 1, pageSize: 20 } };
    if (path === '/v1/history/12') return { status: 200, body: { entry: labelled } };
    if (path === '/v1/me/settings') return { status: 200, body: { historyEnabled: true } };
    return { status: 404 };
  });
  const { user } = await renderPortal('/history', { user: groupUser });
  await user.click(await screen.findByRole('button', { name: /Text zusammenfassen/ }));
  const opened = await screen.findByRole('article', { name: /Text zusammenfassen/ });
  expect(await within(opened).findByRole('note', { name: 'Herkunft des Ergebnisses' })).toHaveTextContent(
    'Erstellt von openai · Modell gpt-4o-mini · 2 personenbezogene Angaben pseudonymisiert',
  );
  const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await user.click(within(opened).getByRole('button', { name: 'Ergebnis kopieren' }));
  expect(writeText).toHaveBeenCalledWith(`${entry.resultText}\n\n— Mit KI-Unterstützung erstellt`);
});
