import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, mockToolGateway, renderInPortal, signInTestUser } from 'shared-auth/testing';
import { messages } from 'shared-ui';
import SeoSelfMade from '../src/pages/SeoSelfMade';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

afterEach(() => jest.restoreAllMocks());

const input = {
  title: 'Straßenbahn nach Freiham kommt 2029',
  description: 'Der Stadtrat hat den Ausbau der Straßenbahn beschlossen.',
  text: 'Der Münchner Stadtrat hat am Dienstag den Ausbau der Straßenbahn nach Freiham beschlossen. Die neue Linie soll ab 2029 fahren und täglich 40.000 Fahrgäste befördern. Kritiker bemängeln die Kosten von 120 Mio. Euro.',
  focusKeyword: 'Straßenbahn',
};

const report = {
  score: 72,
  readability: { flesch: 58.34, label: 'mittelschwer' },
  checks: [
    { id: 'title-length', label: 'Der Titel hat höchstens 60 Zeichen.', passed: true },
    {
      id: 'description-length',
      label: 'Die Beschreibung ist kürzer als 120 Zeichen.',
      passed: false,
      suggestion: 'Schreibe eine Beschreibung mit 120 bis 155 Zeichen, damit das Suchergebnis die Zeile füllt.',
    },
    { id: 'keyword-in-title', label: 'Das Fokus-Keyword steht im Titel.', passed: true },
    {
      id: 'keyword-density',
      label: 'Die Keyword-Dichte liegt unter 1 %.',
      passed: false,
      suggestion: 'Verwende „Straßenbahn“ noch zwei- bis dreimal im Text.',
    },
  ],
};

function renderPage() {
  const user = userEvent.setup();
  renderInPortal(<SeoSelfMade />, { path: '/seo-self-made' });
  const fields = {
    title: () => screen.getByLabelText('Titel'),
    description: () => screen.getByLabelText('Beschreibung (Meta-Description)'),
    text: () => screen.getByLabelText('Text'),
    focusKeyword: () => screen.getByLabelText('Fokus-Keyword'),
  };
  const fill = async (values: Partial<typeof input> = input) => {
    for (const [name, value] of Object.entries(values) as [keyof typeof input, string][]) {
      await user.click(fields[name]());
      await user.paste(value);
    }
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Prüfen' }));
  return { user, fields, fill, submit };
}

function expectInputKept(fields: ReturnType<typeof renderPage>['fields']) {
  expect(fields.title()).toHaveValue(input.title);
  expect(fields.description()).toHaveValue(input.description);
  expect(fields.text()).toHaveValue(input.text);
  expect(fields.focusKeyword()).toHaveValue(input.focusKeyword);
}

test('sends the four fields and shows score, readability and the checks with suggestions', async () => {
  const { requests } = mockToolGateway(() => jsonResponse(200, report));
  const { user, fill, submit, fields } = renderPage();
  await fill();
  await submit();

  expect(await screen.findByText('Punktzahl 72 von 100')).toBeInTheDocument();
  expect(requests[0]).toMatchObject({ method: 'POST', path: '/v1/tools/seo-self-made', body: input });
  const meter = screen.getByRole('meter');
  expect(meter).toHaveAttribute('aria-valuenow', '72');
  expect(meter).toHaveAttribute('aria-valuetext', '72 von 100 – Ausbaufähig');
  expect(screen.getByText('Ausbaufähig')).toBeInTheDocument();
  expect(screen.getByText('Lesbarkeit (Flesch-Index)').nextElementSibling).toHaveTextContent('58,3 – mittelschwer');

  const checks = within(screen.getByRole('list', { name: 'Prüfungen' })).getAllByRole('listitem');
  expect(checks.map((item) => item.textContent)).toEqual([
    '✗Nicht erfüllt: Die Beschreibung ist kürzer als 120 Zeichen.Schreibe eine Beschreibung mit 120 bis 155 Zeichen, damit das Suchergebnis die Zeile füllt.',
    '✗Nicht erfüllt: Die Keyword-Dichte liegt unter 1 %.Verwende „Straßenbahn“ noch zwei- bis dreimal im Text.',
    '✓Erfüllt: Der Titel hat höchstens 60 Zeichen.',
    '✓Erfüllt: Das Fokus-Keyword steht im Titel.',
  ]);
  expect(screen.getByText('2 von 4 erfüllt')).toBeInTheDocument();
  expectInputKept(fields);

  await user.click(screen.getByRole('button', { name: 'Ergebnis kopieren' }));
  expect(await navigator.clipboard.readText()).toBe(
    [
      'Punktzahl: 72 von 100 (Ausbaufähig)',
      'Lesbarkeit (Flesch): 58,3 – mittelschwer',
      '',
      '✗ Die Beschreibung ist kürzer als 120 Zeichen.',
      '  → Schreibe eine Beschreibung mit 120 bis 155 Zeichen, damit das Suchergebnis die Zeile füllt.',
      '✗ Die Keyword-Dichte liegt unter 1 %.',
      '  → Verwende „Straßenbahn“ noch zwei- bis dreimal im Text.',
      '✓ Der Titel hat höchstens 60 Zeichen.',
      '✓ Das Fokus-Keyword steht im Titel.',
    ].join('\n'),
  );
});

test.each([
  [92, 'Gut'],
  [80, 'Gut'],
  [50, 'Ausbaufähig'],
  [31, 'Schwach'],
])('score %i is shown in the band „%s“', async (score, band) => {
  mockToolGateway(() => jsonResponse(200, { ...report, score }));
  const { fill, submit } = renderPage();
  await fill({ text: input.text });
  await submit();
  expect(await screen.findByText(`Punktzahl ${score} von 100`)).toBeInTheDocument();
  expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', `${score} von 100 – ${band}`);
});

test('title and description count against 60 and 155 characters and are marked when over', async () => {
  const { user, fields } = renderPage();
  await user.type(fields.title(), 'Straßenbahn');
  expect(fields.title()).toHaveAccessibleDescription('11 / 60 Zeichen');
  expect(fields.description()).toHaveAccessibleDescription('0 / 155 Zeichen');

  await user.click(fields.title());
  await user.paste(' nach Freiham: Der Stadtrat beschließt den Ausbau bis 2029');
  expect(fields.title()).toHaveAttribute('aria-invalid', 'true');
  expect(fields.title()).toHaveAccessibleDescription('69 / 60 Zeichen – 9 zu viel');
  expect(screen.getByText('Titel ist länger als 60 Zeichen.')).toBeInTheDocument();

  await user.click(fields.description());
  await user.paste('a'.repeat(160));
  expect(fields.description()).toHaveAttribute('aria-invalid', 'true');
  expect(fields.description()).toHaveAccessibleDescription('160 / 155 Zeichen – 5 zu viel');
});

test('an empty text is refused in the browser with a message naming the field, and the other fields stay', async () => {
  const { requests } = mockToolGateway(() => jsonResponse(200, report));
  const { fill, submit, fields } = renderPage();
  await fill({ title: input.title, description: input.description, focusKeyword: input.focusKeyword });
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent(messages['seo-text-empty']);
  expect(screen.getByRole('alert')).toHaveTextContent('Das Feld „Text“ ist leer.');
  expect(requests).toHaveLength(0);
  expect(fields.title()).toHaveValue(input.title);
  expect(fields.focusKeyword()).toHaveValue(input.focusKeyword);
});

test('shows progress while the gateway checks, with the button disabled', async () => {
  let answer: (response: Response) => void = () => undefined;
  mockToolGateway(() => new Promise<Response>((resolve) => (answer = resolve)));
  const { fill, submit } = renderPage();
  await fill();
  await submit();

  expect((await screen.findAllByText('Wird geprüft …')).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Prüfen' })).toBeDisabled();
  expect(screen.getByRole('region', { name: /Auswertung/ })).toHaveAttribute('aria-busy', 'true');

  answer(jsonResponse(200, report));
  expect(await screen.findByText('Punktzahl 72 von 100')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Prüfen' })).toBeEnabled();
});

test.each([
  ['a rejected input', () => errorResponse(400, 'validation-failed'), messages['validation-failed']],
  ['a text the gateway finds empty', () => errorResponse(400, 'seo-text-empty'), 'Das Feld „Text“ ist leer.'],
  ['a server error', () => errorResponse(500, 'internal-error'), messages['internal-error']],
  ['too many requests', () => errorResponse(429, 'too-many-requests'), messages['too-many-requests']],
  ['an unreachable gateway', () => Promise.reject(new TypeError('Failed to fetch')), messages.offline],
])('%s shows the catalogue message and keeps every input', async (_name, answer, message) => {
  mockToolGateway(answer);
  const { fill, submit, fields } = renderPage();
  await fill();
  await submit();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expectInputKept(fields);
});
