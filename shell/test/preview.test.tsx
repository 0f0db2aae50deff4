/**
 * A developer's preview of a remote from a development origin (shell/src/remotes/preview.ts): asked
 * for in the address, granted by the gateway only, loaded before the remote's page, shown in a
 * banner with the way back; refused, the released version loads and a German note says why.
 */
import { screen, waitFor } from '@testing-library/react';
import { messageFor, remoteModuleId, featureById } from 'shared-ui';
import { holdRemotesForPreview, parsePreview, requestedPreview } from '../src/remotes/preview';
import { loadRemoteMock, registerRemotesMock, serveRemotePages, stubHeading } from './federation';
import { stubGateway, type Answer } from './gatewayStub';
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

test('a developer gets the remote from the development origin, after the gateway said yes, with a banner', async () => {
  let loadsBeforeAnswer = -1;
  const requests = stubGateway(({ path }): Answer => {
    if (path !== '/v1/preview') return { status: 404, body: { error: { code: 'not-found' } } };
    loadsBeforeAnswer = loadRemoteMock.mock.calls.length;
    return {
      status: 200,
      body: { remote: 'mfe_seo', origin: 'http://localhost:4002', manifestUrl: 'http://localhost:4002/mf-manifest.json' },
    };
  });
  askFor('mfe-seo@http://localhost:4002');
  // The address is cleaned; the tab keeps the request.
  expect(window.location.search).toBe('');
  expect(sessionStorage.getItem('ki-portal:vorschau')).toContain('localhost:4002');

  await renderPortal('/seo-self-made', { user: developer });
  expect(await screen.findByText('Vorschau: mfe-seo von http://localhost:4002')).toBeVisible();
  expect(await pageHeading()).toHaveTextContent(stubHeading(seoModule));
  expect(requests.filter(({ path }) => path === '/v1/preview').map(({ body }) => body)).toEqual([
    { remote: 'mfe_seo', origin: 'http://localhost:4002' },
  ]);
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mfe_seo', entry: 'http://localhost:4002/mf-manifest.json' }], { force: true });
  expect(loadsBeforeAnswer).toBe(0);
  expect(screen.getByRole('button', { name: 'Vorschau beenden' })).toBeEnabled();
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
