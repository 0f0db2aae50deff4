import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StyleRule, StyleRuleBody } from 'portal-contract/schemas';
import {
  errorResponse,
  GATEWAY_URL,
  gatewayServer,
  hasTestToken,
  recordRequest,
  renderInPortal,
  signInTestUser,
  type RecordedRequest,
} from 'shared-auth/testing';
import HouseStyle from '../src/pages/HouseStyle';

beforeEach(() => signInTestUser());
afterEach(() => jest.restoreAllMocks());

const rule = (partial: Partial<StyleRule>): StyleRule => ({
  id: '1',
  title: 'E-Mail',
  explanation: '„E-Mail“ mit Bindestrich.',
  category: 'Schreibweisen',
  kind: 'term',
  find: 'Email',
  replace: 'E-Mail',
  desk: null,
  enabled: true,
  wholeWords: true,
  examplesFlagged: ['Eine Email.'],
  examplesUntouched: ['Eine E-Mail.'],
  updatedAt: '2026-11-26T10:00:00.000Z',
  updatedBy: 'hausstil@sv-gruppe.de',
  ...partial,
});

/** The gateway's house-style routes over an in-memory list; `canEdit` as the gateway would say. */
function mockHouseStyle({ canEdit }: { canEdit: boolean }) {
  const rules = [
    rule({}),
    rule({
      id: '2',
      title: 'Prozent ausschreiben',
      category: 'Zahlen',
      kind: 'pattern',
      find: '(\\d+) ?%',
      replace: '$1 Prozent',
      explanation: 'Im Text steht „Prozent“.',
    }),
  ];
  const requests: RecordedRequest[] = [];
  const base = `${GATEWAY_URL}/v1/house-style`;
  gatewayServer.use(
    http.all(`${GATEWAY_URL}/*`, async ({ request }) => {
      requests.push(await recordRequest(request));
      if (!hasTestToken(request)) return errorResponse(401, 'session-expired');
      return undefined;
    }),
    http.get(`${base}/rules`, () => HttpResponse.json({ rules, canEdit })),
    http.post(`${base}/preview`, async ({ request }) => {
      const { rule: typed, text } = (await request.json()) as { rule: StyleRuleBody; text: string };
      const problem = typed.examplesFlagged.every((example) => example.includes(typed.find))
        ? null
        : 'Das Beispiel „x“ wird von der Regel nicht erkannt.';
      return HttpResponse.json({ text: typed.find ? text.split(typed.find).join(typed.replace) : text, changes: [], hints: [], problem });
    }),
    http.post(`${base}/rules`, async ({ request }) => {
      const body = (await request.json()) as StyleRuleBody;
      const created = rule({
        ...body,
        id: '3',
        desk: body.desk ?? null,
        enabled: body.enabled ?? true,
        wholeWords: body.wholeWords ?? true,
      });
      rules.push(created);
      return HttpResponse.json({ rule: created }, { status: 201 });
    }),
  );
  return { requests };
}

test('staff read the rules with search and category filter, and get no edit controls', async () => {
  mockHouseStyle({ canEdit: false });
  const user = userEvent.setup();
  renderInPortal(<HouseStyle />, { path: '/house-style' });
  const list = await screen.findByRole('list', { name: 'Regeln des Hausstils' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Neue Regel' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'E-Mail bearbeiten' })).toBeNull();

  await user.selectOptions(screen.getByLabelText('Kategorie'), 'Zahlen');
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(within(list).getByRole('heading', { name: 'Prozent ausschreiben' })).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Kategorie'), '');
  await user.type(screen.getByLabelText('Suche'), 'bindestrich');
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(screen.getByText('1 von 2 Regeln')).toBeInTheDocument();
});

test('a style editor adds a rule with a live preview; a failing example is named before saving', async () => {
  const { requests } = mockHouseStyle({ canEdit: true });
  const user = userEvent.setup();
  renderInPortal(<HouseStyle />, { path: '/house-style' });
  await user.click(await screen.findByRole('button', { name: 'Neue Regel' }));
  const form = screen.getByRole('form', { name: 'Neue Regel' });
  await user.type(within(form).getByLabelText('Titel'), 'Onlineausgabe');
  await user.type(within(form).getByLabelText('Falsches Wort'), 'Onlineausgabe');
  await user.type(within(form).getByLabelText('Richtiges Wort'), 'Online-Ausgabe');
  await user.type(within(form).getByLabelText(/Beispiele, die die Regel ändern muss/), 'Keine Zeitung');
  expect(await within(form).findByText(/Das Beispiel „x“ wird von der Regel nicht erkannt/)).toBeInTheDocument();
  await user.clear(within(form).getByLabelText(/Beispiele, die die Regel ändern muss/));
  await user.type(within(form).getByLabelText(/Beispiele, die die Regel ändern muss/), 'Die Onlineausgabe');
  await waitFor(() => expect(within(form).getByRole('status', { hidden: true })).toHaveTextContent(/Die Online-Ausgabe meldet/));
  await waitFor(() => expect(within(form).queryByText(/wird von der Regel nicht erkannt/)).toBeNull());
  await user.click(within(form).getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Neue Regel' })).toBeNull());
  const saved = requests.find(({ method, path }) => method === 'POST' && path === '/v1/house-style/rules');
  expect(saved?.body).toMatchObject({
    title: 'Onlineausgabe',
    kind: 'term',
    find: 'Onlineausgabe',
    replace: 'Online-Ausgabe',
    examplesFlagged: ['Die Onlineausgabe'],
  });
});
