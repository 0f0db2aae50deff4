import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal, signInTestUser } from 'shared-auth/testing';
import { messages } from 'shared-ui';
import ShortLink from '../src/pages/ShortLink';
import { validateShortLink } from '../src/short-link/validate';
import { gatewayError, mockShortLinkGateway } from './shortLinkGateway';
import { tableRows } from 'portal-tooling/testing/tableRows';

// Signed in as the test user; the gateway's handlers only serve that user's token.
beforeEach(() => signInTestUser());

afterEach(() => jest.restoreAllMocks());

function renderPage() {
  const user = userEvent.setup();
  renderInPortal(<ShortLink />, { path: '/short-link' });
  const urlInput = () => screen.getByLabelText('Lange Adresse');
  const slugInput = () => screen.getByLabelText('Eigenes Kürzel (optional)');
  const submit = () => user.click(screen.getByRole('button', { name: 'Kurzlink erstellen' }));
  return { user, urlInput, slugInput, submit };
}

/** Cell texts of the list's rows, once the list has loaded. */
async function listRows() {
  await screen.findByRole('table', { name: 'Deine Kurzlinks' });
  return tableRows('Deine Kurzlinks');
}

describe('validation in the browser', () => {
  test.each([
    [{ url: 'https://www.merkur.de/artikel', slug: '' }, {}],
    [{ url: 'http://localhost:3000/x?y=1#z', slug: 'Wiesn_2026-a' }, {}],
    [{ url: '', slug: '' }, { url: 'invalid-url' }],
    [{ url: 'www.merkur.de', slug: '' }, { url: 'invalid-url' }],
    [{ url: 'ftp://example.de/datei', slug: '' }, { url: 'invalid-url' }],
    [{ url: 'javascript:alert(1)', slug: '' }, { url: 'invalid-url' }],
    [{ url: 'https://nutzer:geheim@example.de', slug: '' }, { url: 'invalid-url' }],
    [{ url: `https://example.de/${'a'.repeat(2030)}`, slug: '' }, { url: 'invalid-url' }],
    [{ url: 'https://example.de', slug: 'ab' }, { slug: 'invalid-slug' }],
    [{ url: 'https://example.de', slug: 'mit leerzeichen' }, { slug: 'invalid-slug' }],
    [{ url: 'https://example.de', slug: 'ä-umlaut' }, { slug: 'invalid-slug' }],
    [{ url: 'https://example.de', slug: 'x'.repeat(65) }, { slug: 'invalid-slug' }],
    [{ url: 'https://example.de', slug: 'Login' }, { slug: 'slug-reserved' }],
    [{ url: 'https://example.de', slug: 'short-link' }, { slug: 'slug-reserved' }],
    // Internal hosts are the gateway's call (target-not-allowed); the browser lets them through.
    [{ url: 'http://intranet/', slug: '' }, {}],
  ])('%j → %j', (input, errors) => {
    expect(validateShortLink(input)).toEqual(errors);
  });

  test('the form shows the catalogue messages at the fields and sends nothing', async () => {
    const { calls } = mockShortLinkGateway();
    const { user, urlInput, slugInput, submit } = renderPage();

    await submit();
    expect(urlInput()).toHaveAccessibleDescription(messages['invalid-url']);
    expect(urlInput()).toHaveAttribute('aria-invalid', 'true');
    expect(urlInput()).toHaveFocus();

    await user.type(urlInput(), 'ftp://example.de/datei');
    await submit();
    expect(urlInput()).toHaveAccessibleDescription(messages['invalid-url']);

    await user.clear(urlInput());
    await user.type(urlInput(), 'https://www.merkur.de/artikel');
    await user.type(slugInput(), 'ab');
    await submit();
    expect(urlInput()).not.toHaveAttribute('aria-invalid');
    expect(slugInput()).toHaveAccessibleDescription(messages['invalid-slug']);
    expect(slugInput()).toHaveFocus();
    expect(calls('POST')).toHaveLength(0);
  });
});

describe('creating a link', () => {
  test('shows the short URL with copy and a QR code, empties the form and refreshes the list', async () => {
    const { calls } = mockShortLinkGateway();
    const { user, urlInput, slugInput, submit } = renderPage();
    expect(await listRows()).toHaveLength(2);

    await user.type(urlInput(), '  https://www.merkur.de/wiesn-2026  ');
    await user.type(slugInput(), 'wiesn-2026');
    await submit();

    const result = await screen.findByRole('region', { name: 'Dein Kurzlink' });
    const shortUrl = 'http://localhost:8080/s/wiesn-2026';
    const link = within(result).getByRole('link', { name: `${shortUrl} (öffnet in neuem Tab)` });
    expect(link).toHaveAttribute('href', shortUrl);
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(within(result).getByText('Leitet weiter auf: https://www.merkur.de/wiesn-2026')).toBeInTheDocument();
    const qr = within(result).getByRole('img', { name: `QR-Code für ${shortUrl}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);

    expect(calls('POST').map((request) => request.body)).toEqual([{ url: 'https://www.merkur.de/wiesn-2026', slug: 'wiesn-2026' }]);
    expect(urlInput()).toHaveValue('');
    expect(slugInput()).toHaveValue('');
    await waitFor(async () => expect(await listRows()).toHaveLength(3));
    expect((await listRows())[0]?.[0]).toBe(`${shortUrl} (öffnet in neuem Tab)`);

    await user.click(within(result).getByRole('button', { name: 'Kurzlink kopieren' }));
    expect(within(result).getByRole('button', { name: 'Kopiert' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(shortUrl);
  });

  test('without a slug the request carries none and the gateway picks one', async () => {
    const { calls } = mockShortLinkGateway();
    const { user, urlInput, submit } = renderPage();

    await user.type(urlInput(), 'https://www.tz.de/sport');
    await submit();

    const result = await screen.findByRole('region', { name: 'Dein Kurzlink' });
    expect(within(result).getByRole('link', { name: /^http:\/\/localhost:8080\/s\/Xy7Kq2p/ })).toBeInTheDocument();
    expect(calls('POST').map((request) => request.body)).toEqual([{ url: 'https://www.tz.de/sport' }]);
  });

  test('a taken slug is reported at the slug field and the input stays', async () => {
    mockShortLinkGateway();
    const { user, urlInput, slugInput, submit } = renderPage();

    await user.type(urlInput(), 'https://www.merkur.de/wiesn-2027');
    await user.type(slugInput(), 'wiesn');
    await submit();

    await waitFor(() => expect(slugInput()).toHaveAccessibleDescription(messages['slug-taken']));
    expect(slugInput()).toHaveAttribute('aria-invalid', 'true');
    expect(slugInput()).toHaveFocus();
    expect(urlInput()).toHaveValue('https://www.merkur.de/wiesn-2027');
    expect(slugInput()).toHaveValue('wiesn');
    expect(screen.queryByRole('region', { name: 'Dein Kurzlink' })).not.toBeInTheDocument();

    // Editing the slug clears its message.
    await user.type(slugInput(), '-2027');
    expect(slugInput()).not.toHaveAttribute('aria-invalid');
  });

  test("the gateway's refusal of an internal target is shown at the address field", async () => {
    mockShortLinkGateway({
      override: ({ method }) => (method === 'POST' ? gatewayError(400, 'target-not-allowed') : undefined),
    });
    const { user, urlInput, submit } = renderPage();

    await user.type(urlInput(), 'http://intranet/wiki');
    await submit();

    await waitFor(() => expect(urlInput()).toHaveAccessibleDescription(messages['target-not-allowed']));
    expect(urlInput()).toHaveFocus();
    expect(urlInput()).toHaveValue('http://intranet/wiki');
  });

  test('other gateway errors are shown above the button, the input stays', async () => {
    mockShortLinkGateway({
      override: ({ method }) => (method === 'POST' ? gatewayError(429, 'too-many-requests') : undefined),
    });
    const { user, urlInput, submit } = renderPage();

    await user.type(urlInput(), 'https://www.merkur.de/a');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages['too-many-requests']);
    expect(urlInput()).toHaveValue('https://www.merkur.de/a');
  });
});

describe('the list of own links', () => {
  test('shows short URL, target (full address as title), clicks and date in German formats', async () => {
    mockShortLinkGateway();
    renderPage();

    expect(await listRows()).toEqual([
      [
        'http://localhost:8080/s/wiesn (öffnet in neuem Tab)',
        'https://www.merkur.de/lokales/muenchen/wiesn-2026-alle-infos-zu-preisen-und-oeffnungszeiten-92345678.html',
        '1.234',
        '24.11.2026',
        'Löschen',
      ],
      ['http://localhost:8080/s/abc1234 (öffnet in neuem Tab)', 'https://www.tz.de/a9', '0', '01.10.2026', 'Löschen'],
    ]);
    expect(screen.getByText('https://www.tz.de/a9')).toHaveAttribute('title', 'https://www.tz.de/a9');
  });

  test('deleting asks first, sends DELETE and refreshes the list', async () => {
    const { calls } = mockShortLinkGateway();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderPage();
    await listRows();

    await user.click(screen.getByRole('button', { name: 'Kurzlink abc1234 löschen' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Möchtest du den Kurzlink http://localhost:8080/s/abc1234 wirklich löschen? Er leitet danach nicht mehr weiter.',
    );
    expect(calls('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Kurzlink abc1234 löschen' }));
    await waitFor(async () => expect(await listRows()).toHaveLength(1));
    expect(calls('DELETE').map((request) => request.path)).toEqual(['/v1/short-links/abc1234']);
    expect(calls('GET')).toHaveLength(2);
  });

  test('a failed delete says why', async () => {
    mockShortLinkGateway({ override: ({ method }) => (method === 'DELETE' ? gatewayError(404, 'not-found') : undefined) });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderPage();
    await listRows();

    await user.click(screen.getByRole('button', { name: 'Kurzlink wiesn löschen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages['not-found']);
  });

  test('no links yet', async () => {
    mockShortLinkGateway({ links: [] });
    renderPage();
    expect(await screen.findByText(messages['no-short-links'])).toBeInTheDocument();
  });

  test('a failed list load offers a retry', async () => {
    let failures = 1;
    const { calls } = mockShortLinkGateway({
      override: ({ method }) => (method === 'GET' && failures-- > 0 ? gatewayError(500, 'internal-error') : undefined),
    });
    const { user } = renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages['internal-error']);
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

    expect(await listRows()).toHaveLength(2);
    expect(calls('GET')).toHaveLength(2);
  });
});
