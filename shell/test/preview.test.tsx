/**
 * A developer's preview of a remote from a development origin (shell/src/remotes/preview.ts): asked
 * for in the address, granted by the gateway only, confirmed by the developer, loaded before the
 * remote's page, shown in a banner with the way back; refused or cancelled, the released version loads
 * (refused: with a German note why).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { messageFor, remoteModuleId, featureById } from 'shared-ui';
import { holdRemotesForPreview, parsePreview, requestedPreview } from '../src/remotes/preview';
import { loadRemoteMock, registerRemotesMock, serveRemotePages, stubHeading } from './federation';
import { requestsTo, stubGateway, type Answer } from './gatewayStub';
import { groupUser, pageHeading, renderPortal } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));

const developer = { ...groupUser, roles: ['developer' as const] };
const seoModule = remoteModuleId(featureById('seo-self-made').page);

beforeEach(() => {
  serveRemotePages();
  sessionStorage.clear();
});

/** Opens `path` with `?vorschau=…` as bootstrap does: the request is read, the remotes held. */
function askFor(preview: string, path = '/seo-self-made') {
  window.history.replaceState(null, '', `${path}?vorschau=${encodeURIComponent(preview)}`);
  holdRemotesForPreview(requestedPreview());
}

test('the request names a remote by package or federation name and an origin', () => {
  expect(parsePreview('mfe-seo@http://localhost:4002')).toEqual({ remote: 'mfe_seo', origin: 'http://localhost:4002' });
  expect(parsePreview('mfe_text@http://localhost:4001/')).toEqual({ remote: 'mfe_text', origin: 'http://localhost:4001' });
  expect(parsePreview('shell@http://localhost:4000')).toBeNull();
  expect(parsePreview('mfe-seo')).toBeNull();
  expect(parsePreview('mfe-seo@')).toBeNull();
});

/** The gateway says yes to every preview of mfe-seo from `origin`; counts the loads before its answer. */
function grantPreview(origin: string) {
  const seen = { loadsBeforeAnswer: -1 };
  const requests = stubGateway(({ path }): Answer => {
    if (path !== '/v1/preview') return { status: 404, body: { error: { code: 'not-found' } } };
    seen.loadsBeforeAnswer = loadRemoteMock.mock.calls.length;
    return { status: 200, body: { remote: 'mfe_seo', origin, manifestUrl: `${origin}/mf-manifest.json` } };
  });
  return { requests, seen };
}

/** The question shown after the gateway's yes, naming the remote and the origin. */
async function confirmation(origin: string) {
  const dialog = await screen.findByRole('alertdialog', { name: messageFor('preview-confirm-title') });
  expect(dialog).toHaveAccessibleDescription(messageFor('preview-confirm', { remote: 'mfe-seo', origin }));
  // Focus starts on the safe answer; nothing has loaded yet.
  expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  expect(loadRemoteMock).not.toHaveBeenCalled();
  expect(registerRemotesMock).not.toHaveBeenCalled();
  return dialog;
}

test('a developer gets the remote from the development origin, after the gateway said yes and they confirmed, with a banner', async () => {
  const { requests, seen } = grantPreview('http://localhost:4002');
  askFor('mfe-seo@http://localhost:4002');
  // The address is cleaned; the tab keeps the request.
  expect(window.location.search).toBe('');
  expect(sessionStorage.getItem('ki-portal:vorschau')).toContain('localhost:4002');

  const { user } = await renderPortal('/seo-self-made', { user: developer });
  const dialog = await confirmation('http://localhost:4002');
  await user.click(within(dialog).getByRole('button', { name: 'Vorschau laden' }));
  expect(await screen.findByText('Vorschau: mfe-seo von http://localhost:4002')).toBeVisible();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(await pageHeading()).toHaveTextContent(stubHeading(seoModule));
  expect(requests.filter(({ path }) => path === '/v1/preview').map(({ body }) => body)).toEqual([
    { remote: 'mfe_seo', origin: 'http://localhost:4002' },
  ]);
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mfe_seo', entry: 'http://localhost:4002/mf-manifest.json' }], { force: true });
  expect(seen.loadsBeforeAnswer).toBe(0);
  expect(screen.getByRole('button', { name: 'Vorschau beenden' })).toBeEnabled();
  // Confirmed in this tab: the dev server's reload of the page does not ask again.
  expect(JSON.parse(sessionStorage.getItem('ki-portal:vorschau') ?? '{}')).toMatchObject({ confirmed: true });
});

test('cancelled by the developer, the released version loads and the tab forgets the request', async () => {
  const { requests } = grantPreview('http://localhost:4022');
  askFor('mfe-seo@http://localhost:4022');
  const { user } = await renderPortal('/seo-self-made', { user: developer });
  const dialog = await confirmation('http://localhost:4022');
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

  expect(await pageHeading()).toHaveTextContent(stubHeading(seoModule));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(registerRemotesMock).not.toHaveBeenCalled();
  expect(screen.queryByText(/^Vorschau: /)).toBeNull();
  expect(sessionStorage.getItem('ki-portal:vorschau')).toBeNull();
  expect(requestsTo(requests, '/v1/preview')).toHaveLength(1);
});

test('confirmed earlier in this tab, a reload loads it without asking; the same link again asks anew', async () => {
  const confirmedNote = (port: number) =>
    sessionStorage.setItem(
      'ki-portal:vorschau',
      JSON.stringify({ remote: 'mfe_seo', origin: `http://localhost:${port}`, confirmed: true }),
    );
  grantPreview('http://localhost:4042');
  confirmedNote(4042);
  window.history.replaceState(null, '', '/seo-self-made');
  holdRemotesForPreview(requestedPreview());
  const { unmount } = await renderPortal('/seo-self-made', { user: developer });
  expect(await screen.findByText('Vorschau: mfe-seo von http://localhost:4042')).toBeVisible();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  unmount();

  serveRemotePages();
  grantPreview('http://localhost:4052');
  confirmedNote(4052);
  askFor('mfe-seo@http://localhost:4052');
  await renderPortal('/seo-self-made', { user: developer });
  await confirmation('http://localhost:4052');
});

test('Escape cancels too', async () => {
  grantPreview('http://localhost:4032');
  askFor('mfe-seo@http://localhost:4032');
  const { user } = await renderPortal('/seo-self-made', { user: developer });
  await confirmation('http://localhost:4032');
  await user.keyboard('{Escape}');
  expect(await pageHeading()).toHaveTextContent(stubHeading(seoModule));
  expect(registerRemotesMock).not.toHaveBeenCalled();
  expect(sessionStorage.getItem('ki-portal:vorschau')).toBeNull();
});

test('refused by the gateway, the released version loads and a note says why', async () => {
  stubGateway(({ path }): Answer =>
    path === '/v1/preview'
      ? { status: 403, body: { error: { code: 'role-missing', message: messageFor('role-missing') } } }
      : { status: 404, body: { error: { code: 'not-found' } } },
  );
  askFor('mfe-seo@http://localhost:4012');
  await renderPortal('/seo-self-made', { user: groupUser });
  expect(await screen.findByText(messageFor('preview-refused', { reason: messageFor('role-missing') }))).toBeVisible();
  expect(await pageHeading()).toHaveTextContent(stubHeading(seoModule));
  expect(registerRemotesMock).not.toHaveBeenCalled();
  expect(screen.queryByText(/^Vorschau: /)).toBeNull();
  await waitFor(() => expect(sessionStorage.getItem('ki-portal:vorschau')).toBeNull());
});
