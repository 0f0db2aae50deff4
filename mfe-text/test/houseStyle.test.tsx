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
  example: { before: 'Eine Email.', after: 'Eine E-Mail.', marked: [] },
  stats: { fired: 0, accepted: 0, rejected: 0 },
  ...partial,
});

/** The gateway's house-style routes over an in-memory list; `canEdit` as the gateway would say. */
function mockHouseStyle({ canEdit, extra = [] }: { canEdit: boolean; extra?: StyleRule[] }) {
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
      // As the gateway's seed wrote it: no author.
      updatedBy: null,
      examplesFlagged: ['Die Preise stiegen um 4%.'],
      example: { before: 'Die Preise stiegen um 4%.', after: 'Die Preise stiegen um 4 Prozent.', marked: [] },
      stats: { fired: 40, accepted: 2, rejected: 8 },
    }),
    ...extra,
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
    http.get(`${base}/rules/:id/history`, () =>
      HttpResponse.json({
        entries: [
          {
            at: '2026-11-26T11:00:00.000Z',
            actorEmail: 'chefin@sv-gruppe.de',
            action: 'update',
            changes: [{ field: 'enabled', before: true, after: false }],
          },
          {
            at: '2026-11-26T10:00:00.000Z',
            actorEmail: null,
            action: 'create',
            changes: [{ field: 'title', before: null, after: 'E-Mail' }],
          },
        ],
      }),
    ),
    http.post(`${base}/import`, async ({ request }) => {
      const { content } = (await request.json()) as { content: string };
      if (content.includes('Wetter'))
        return HttpResponse.json(
          {
            error: {
              code: 'style-import-invalid',
              message: 'x',
              details: { problems: [{ row: 'Zeile 3 („Regen“)', reason: 'Die Kategorie „Wetter“ gibt es nicht.' }] },
            },
          },
          { status: 400 },
        );
      return HttpResponse.json({ created: 2, updated: 1 });
    }),
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

/** A hint and an instruction of the seed, beside the term and the pattern of every mock. */
const hintAndInstruction = [
  rule({
    id: '4',
    title: 'Mitarbeitende',
    kind: 'hint',
    find: 'Mitarbeiter(?:n)?',
    replace: '',
    explanation: 'Wir schreiben „Mitarbeitende“.',
    example: { before: 'Die Mitarbeiter streiken.', after: 'Die Mitarbeiter streiken.', marked: ['Mitarbeiter'] },
  }),
  rule({
    id: '5',
    title: 'Aktiv und kurze Sätze',
    kind: 'instruction',
    find: '',
    replace: 'Schreibe im Aktiv.',
    category: 'Stil',
    explanation: '',
    examplesFlagged: [],
    examplesUntouched: [],
    example: null,
  }),
];

test('staff see what each rule does – title, explanation, an example before and after – and no expression', async () => {
  mockHouseStyle({ canEdit: false, extra: hintAndInstruction });
  const user = userEvent.setup();
  renderInPortal(<HouseStyle />, { path: '/house-style' });
  const list = await screen.findByRole('list', { name: 'Regeln des Hausstils' });
  const item = (title: string) => within(list).getByRole('heading', { name: title }).closest('li') as HTMLElement;

  const percent = item('Prozent ausschreiben');
  expect(percent).toHaveTextContent('Im Text steht „Prozent“.');
  expect(percent).toHaveTextContent('Beispiel: „Die Preise stiegen um 4%.“ → wird zu „Die Preise stiegen um 4 Prozent.“');
  // What changes is highlighted on both sides.
  expect(
    within(percent)
      .getAllByText(/./, { selector: 'mark' })
      .map((mark) => mark.textContent),
  ).toEqual(['%', ' Prozent']);
  expect(percent).toHaveTextContent('Zahlen · Muster · Vorgabe des Portals');
  expect(percent).not.toHaveTextContent('zuletzt geändert von');
  expect(item('E-Mail')).toHaveTextContent('zuletzt geändert von hausstil@sv-gruppe.de');
  expect(item('Mitarbeitende')).toHaveTextContent('Beispiel: „Die Mitarbeiter streiken.“ – markiert „Mitarbeiter“');
  expect(item('Aktiv und kurze Sätze')).toHaveTextContent('Anweisung an die KI: „Schreibe im Aktiv.“');
  // Neither the expressions nor the replacement templates reach staff.
  for (const technical of ['(\\d+) ?%', '$1 Prozent', 'Mitarbeiter(?:n)?']) expect(list).not.toHaveTextContent(technical);
  await user.type(screen.getByLabelText('Suche'), '?%');
  expect(screen.getByText('0 von 4 Regeln')).toBeInTheDocument();
});

test('style editors find the expression in the form, not in the list', async () => {
  mockHouseStyle({ canEdit: true });
  const user = userEvent.setup();
  renderInPortal(<HouseStyle />, { path: '/house-style' });
  const list = await screen.findByRole('list', { name: 'Regeln des Hausstils' });
  expect(list).not.toHaveTextContent('(\\d+) ?%');
  expect(list).toHaveTextContent('„Die Preise stiegen um 4%.“ → wird zu „Die Preise stiegen um 4 Prozent.“');
  await user.type(screen.getByLabelText('Suche'), '?%');
  expect(screen.getByText('1 von 2 Regeln')).toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: 'Prozent ausschreiben bearbeiten' }));
  const form = screen.getByRole('form', { name: 'Regel „Prozent ausschreiben“ bearbeiten' });
  expect(within(form).getByLabelText('Regulärer Ausdruck (RE2)')).toHaveValue('(\\d+) ?%');
  expect(within(form).getByLabelText('Ersetzung ($1 … für Gruppen)')).toHaveValue('$1 Prozent');
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

test('everyone sees how each rule fares and its history; mostly rejected rules are flagged and can be listed alone', async () => {
  mockHouseStyle({ canEdit: false });
  const user = userEvent.setup();
  renderInPortal(<HouseStyle />, { path: '/house-style' });
  const list = await screen.findByRole('list', { name: 'Regeln des Hausstils' });
  expect(within(list).getByText('40× angewendet · 20 % übernommen (2 von 10 Entscheidungen)')).toBeInTheDocument();
  expect(within(list).getByText('0× angewendet · noch keine Entscheidungen')).toBeInTheDocument();
  expect(within(list).getAllByText(/Wird meist abgelehnt/)).toHaveLength(1);
  await user.selectOptions(screen.getByLabelText('Anzeigen'), 'rejected');
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  await user.selectOptions(screen.getByLabelText('Anzeigen'), '');

  await user.click(within(list).getByRole('button', { name: 'Verlauf von E-Mail' }));
  const history = await screen.findByRole('list', { name: 'Verlauf von E-Mail' });
  expect(history).toHaveTextContent('geändert von chefin@sv-gruppe.de');
  expect(history).toHaveTextContent('Aktiv: ja → nein');
  expect(history).toHaveTextContent('angelegt von der Portal-Vorgabe');
  // Staff export, but do not import.
  expect(screen.getByRole('button', { name: 'Als CSV exportieren' })).toBeInTheDocument();
  expect(screen.queryByLabelText(/Regeln importieren/)).toBeNull();
});

/** A file as the browser hands it over; jsdom's File has no text() yet. */
const fileOf = (content: string, name: string) => Object.assign(new File([content], name), { text: async () => content });

test('an editor imports a file: a bad one lists every bad row and changes nothing, a good one says what changed', async () => {
  const { requests } = mockHouseStyle({ canEdit: true });
  const user = userEvent.setup({ applyAccept: false });
  renderInPortal(<HouseStyle />, { path: '/house-style' });
  const input = await screen.findByLabelText(/Regeln importieren/);
  await user.upload(input, fileOf('Titel;Kategorie;Art\nRegen;Wetter;Begriff', 'regeln.csv'));
  const alert = await screen.findByText(/Die Datei wurde nicht importiert/);
  expect(within(alert.closest('[role="alert"]') ?? alert).getByRole('list', { name: 'Fehler in der Datei' })).toHaveTextContent(
    'Zeile 3 („Regen“): Die Kategorie „Wetter“ gibt es nicht.',
  );
  await user.upload(input, fileOf('{"rules": []}', 'regeln.json'));
  expect(await screen.findByText('Import fertig. Neue Regeln: 2, geänderte: 1.')).toBeInTheDocument();
  const sent = requests.filter(({ method, path }) => method === 'POST' && path === '/v1/house-style/import').map(({ body }) => body);
  expect(sent).toEqual([
    { format: 'csv', content: 'Titel;Kategorie;Art\nRegen;Wetter;Begriff' },
    { format: 'json', content: '{"rules": []}' },
  ]);
  await user.upload(input, fileOf('x', 'regeln.xlsx'));
  expect(await screen.findByText('Bitte wähle eine CSV- oder JSON-Datei.')).toBeInTheDocument();
});
