import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, mockToolGateway, renderInPortal, signInTestUser, sseResponse } from 'shared-auth/testing';
import { messages } from 'shared-ui';
import SeoLivingDocs from '../src/pages/SeoLivingDocs';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

afterEach(() => jest.restoreAllMocks());

const article =
  'Der Münchner Stadtrat hat am Dienstag den Ausbau der Straßenbahn nach Freiham beschlossen. Die neue Linie soll ab 2029 fahren und täglich 40.000 Fahrgäste befördern. Kritiker bemängeln die Kosten von 120 Mio. Euro.';

const suggestion = {
  title: 'Tram nach Freiham: Stadtrat beschließt Ausbau bis 2029',
  description:
    'Der Münchner Stadtrat hat den Ausbau der Straßenbahn nach Freiham beschlossen. Ab 2029 sollen täglich 40.000 Fahrgäste die neue Linie nutzen.',
  focusKeyword: 'Straßenbahn Freiham',
  keywords: ['Straßenbahn', 'Freiham', 'Stadtrat München', 'ÖPNV'],
  slug: 'stadtrat-beschliesst-strassenbahn-nach-freiham',
};

function renderPage() {
  const user = userEvent.setup();
  renderInPortal(<SeoLivingDocs />, { path: '/seo-living-docs' });
  const textArea = () => screen.getByLabelText('Artikeltext');
  // Pasted, as editors do with a whole article (and quicker than typing it key by key).
  const enterArticle = async () => {
    await user.click(textArea());
    await user.paste(article);
  };
  return { user, textArea, enterArticle };
}

async function runWith(result: unknown) {
  const gateway = mockToolGateway(() =>
    sseResponse([
      { event: 'delta', data: { text: 'SEO-Titel: Tram nach Freiham' } },
      { event: 'result', data: result },
    ]),
  );
  const page = renderPage();
  await page.enterArticle();
  await page.user.click(screen.getByRole('button', { name: 'SEO-Vorschläge erstellen' }));
  await screen.findByLabelText('SEO-Titel');
  return { ...page, ...gateway };
}

const preview = () => within(screen.getByRole('region', { name: 'Vorschau im Suchergebnis' }));

test('shows the suggestion as editable fields with counters, keywords, slug and a search-result preview', async () => {
  const { requests } = await runWith(suggestion);

  expect(requests[0]).toMatchObject({ method: 'POST', path: '/v1/tools/seo-living-docs', body: { text: article } });
  expect(screen.getByLabelText('SEO-Titel')).toHaveValue(suggestion.title);
  expect(screen.getByLabelText('SEO-Titel')).toHaveAccessibleDescription(`${suggestion.title.length} / 60 Zeichen`);
  // The same words as SEO Self Made: the label introduces the term, the rest says „Beschreibung“.
  expect(screen.getByLabelText('Beschreibung (Meta-Description)')).toHaveValue(suggestion.description);
  expect(screen.getByRole('button', { name: 'Beschreibung kopieren' })).toBeInTheDocument();
  expect(screen.getByText(`${suggestion.description.length} / 155 Zeichen`)).toBeInTheDocument();
  expect(screen.getByLabelText('Fokus-Keyword')).toHaveValue('Straßenbahn Freiham');
  expect(
    within(screen.getByRole('list', { name: 'Keywords' }))
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent),
  ).toEqual(suggestion.keywords);
  expect(screen.getByLabelText('URL-Slug')).toHaveValue(suggestion.slug);

  expect(preview().getByTestId('preview-url')).toHaveTextContent(`www.sueddeutsche.de › ${suggestion.slug}`);
  expect(preview().getByTestId('preview-title')).toHaveTextContent(suggestion.title);
  expect(preview().getByTestId('preview-description')).toHaveTextContent(suggestion.description);
  expect(screen.getByLabelText('SEO-Titel')).not.toHaveAttribute('aria-invalid');
});

test('a title over 60 characters is marked and announced, and the preview cuts it like a search engine', async () => {
  const { user } = await runWith(suggestion);
  const longTitle = 'Tram nach Freiham: Münchner Stadtrat beschließt den Ausbau der Linie bis 2029';
  expect(longTitle.length).toBe(77);

  await user.clear(screen.getByLabelText('SEO-Titel'));
  await user.type(screen.getByLabelText('SEO-Titel'), longTitle);

  const title = screen.getByLabelText('SEO-Titel');
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveAccessibleDescription('77 / 60 Zeichen – 17 zu viel');
  expect(screen.getByText('SEO-Titel ist länger als 60 Zeichen.')).toBeInTheDocument();

  const shown = preview().getByTestId('preview-title').textContent ?? '';
  expect(shown).toBe('Tram nach Freiham: Münchner Stadtrat beschließt den Ausbau …');
  expect(shown.length).toBeLessThanOrEqual(60);

  await user.clear(title);
  await user.type(title, 'Tram nach Freiham kommt 2029');
  expect(title).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('SEO-Titel ist länger als 60 Zeichen.')).not.toBeInTheDocument();
  expect(preview().getByTestId('preview-title')).toHaveTextContent('Tram nach Freiham kommt 2029');
});

test('a description over 155 characters is marked and shortened in the preview', async () => {
  const { user } = await runWith(suggestion);
  const description = screen.getByLabelText('Beschreibung (Meta-Description)');
  await user.type(description, ' Kritiker bemängeln die Kosten.');

  const length = suggestion.description.length + ' Kritiker bemängeln die Kosten.'.length;
  expect(description).toHaveAttribute('aria-invalid', 'true');
  expect(description).toHaveAccessibleDescription(`${length} / 155 Zeichen – ${length - 155} zu viel`);
  const shown = preview().getByTestId('preview-description').textContent ?? '';
  expect(shown.endsWith(' …')).toBe(true);
  expect(shown.length).toBeLessThanOrEqual(155);
});

test('the preview follows the slug, which becomes a valid slug when leaving the field', async () => {
  const { user } = await runWith(suggestion);
  const slug = screen.getByLabelText('URL-Slug');
  await user.clear(slug);
  await user.type(slug, 'Tram für Freiham');
  expect(preview().getByTestId('preview-url')).toHaveTextContent('www.sueddeutsche.de › Tram für Freiham');

  await user.tab();
  expect(slug).toHaveValue('tram-fuer-freiham');
  expect(preview().getByTestId('preview-url')).toHaveTextContent('www.sueddeutsche.de › tram-fuer-freiham');
});

test('keywords can be removed and added, and "Alle Felder kopieren" copies the edited fields', async () => {
  const { user } = await runWith(suggestion);
  await user.click(screen.getByRole('button', { name: 'Keyword „ÖPNV“ entfernen' }));
  await user.type(screen.getByLabelText('Keyword hinzufügen'), 'Verkehrswende{Enter}');
  await user.type(screen.getByLabelText('Keyword hinzufügen'), 'freiham{Enter}');
  expect(
    within(screen.getByRole('list', { name: 'Keywords' }))
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent),
  ).toEqual(['Straßenbahn', 'Freiham', 'Stadtrat München', 'Verkehrswende']);
  await user.clear(screen.getByLabelText('Fokus-Keyword'));
  await user.type(screen.getByLabelText('Fokus-Keyword'), 'Tram Freiham');

  await user.click(screen.getByRole('button', { name: 'Alle Felder kopieren' }));
  expect(await navigator.clipboard.readText()).toBe(
    [
      `SEO-Titel: ${suggestion.title}`,
      `Beschreibung: ${suggestion.description}`,
      'Fokus-Keyword: Tram Freiham',
      'Keywords: Straßenbahn, Freiham, Stadtrat München, Verkehrswende',
      `URL-Slug: ${suggestion.slug}`,
    ].join('\n'),
  );

  await user.click(screen.getByRole('button', { name: 'URL-Slug kopieren' }));
  expect(await navigator.clipboard.readText()).toBe(suggestion.slug);
});

test('the result is shown as text, never as HTML', async () => {
  await runWith({ ...suggestion, title: '<b>Tram</b> nach Freiham', description: '<img src=x onerror=alert(1)>' });
  expect(screen.getByLabelText('SEO-Titel')).toHaveValue('<b>Tram</b> nach Freiham');
  expect(preview().getByTestId('preview-title')).toHaveTextContent('<b>Tram</b> nach Freiham');
  expect(document.querySelector('b')).toBeNull();
  expect(document.querySelector('img')).toBeNull();
});

test('an empty text is refused in the browser', async () => {
  const { requests } = mockToolGateway(() => sseResponse([]));
  const { user, textArea } = renderPage();
  await user.type(textArea(), '   ');
  await user.click(screen.getByRole('button', { name: 'SEO-Vorschläge erstellen' }));
  expect(screen.getByRole('alert')).toHaveTextContent(messages['text-empty']);
  expect(requests).toHaveLength(0);
});

test('stop ends a running request and keeps what streamed so far', async () => {
  const { requests } = mockToolGateway((request) =>
    sseResponse([{ event: 'delta', data: { text: 'SEO-Titel: Tram nach' } }], { hang: true, signal: request.signal }),
  );
  const { user, enterArticle } = renderPage();
  await enterArticle();
  await user.click(screen.getByRole('button', { name: 'SEO-Vorschläge erstellen' }));
  expect(await screen.findByText('SEO-Titel: Tram nach')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Stoppen' }));
  expect(await screen.findByText(messages['generation-stopped'])).toBeInTheDocument();
  expect(screen.getByText('SEO-Titel: Tram nach')).toBeInTheDocument();
  expect(requests[0]!.signal?.aborted).toBe(true);
  expect(screen.getByLabelText('Artikeltext')).toHaveValue(article);
  expect(screen.getByRole('button', { name: 'SEO-Vorschläge erstellen' })).toBeEnabled();
});

test.each([
  ['a provider failure', () => errorResponse(502, 'ai-provider-error'), messages['ai-provider-error']],
  [
    'a failure mid-stream',
    () => sseResponse([{ event: 'error', data: { error: { code: 'ai-invalid-request', message: 'x' } } }]),
    messages['ai-invalid-request'],
  ],
  ['an unreachable gateway', () => Promise.reject(new TypeError('Failed to fetch')), messages.offline],
])('%s shows the catalogue message and keeps the text', async (_name, answer, message) => {
  mockToolGateway(answer);
  const { user, textArea, enterArticle } = renderPage();
  await enterArticle();
  await user.click(screen.getByRole('button', { name: 'SEO-Vorschläge erstellen' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(textArea()).toHaveValue(article);
});
