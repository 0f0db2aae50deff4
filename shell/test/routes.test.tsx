import { screen, waitFor } from '@testing-library/react';
import { features, messageFor, portalRoutes, remoteModuleId } from 'shared-ui';
import { loadRemoteMock, serveRemotePages, stubHeading } from './federation';
import { currentPath, groupUser, pageHeading, renderPortal, userFor } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => {
  document.title = '';
  serveRemotePages();
});

const titleOf = (routeTitle: string) => (routeTitle ? `KI-Portal | ${routeTitle}` : 'KI-Portal');

// /logout does not stay: it signs out and goes home (tested below).
const shellPages = portalRoutes.filter((route) => route.owner === 'shell' && route.path !== '/logout' && route.path !== '/');

test('/ is the home page with the product name alone as title', async () => {
  await renderPortal('/', { user: groupUser });
  expect(await pageHeading()).toHaveTextContent('Willkommen, Erika Mustermann!');
  expect(document.title).toBe('KI-Portal');
});

test.each(shellPages.map((route) => [route.path, route.title]))('shell page %s has the title "%s"', async (path, title) => {
  await renderPortal(path, { user: userFor(path) });
  await pageHeading();
  expect(currentPath()).toBe(path);
  expect(document.title).toBe(titleOf(title));
  expect(loadRemoteMock).not.toHaveBeenCalled();
});

test.each(features.map((feature) => [feature.href, feature] as const))(
  'remote page %s loads its module and sets the title',
  async (path, feature) => {
    await renderPortal(path, { user: groupUser });
    const moduleId = remoteModuleId(feature.page);
    expect(await pageHeading()).toHaveTextContent(stubHeading(moduleId));
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith(moduleId);
    expect(document.title).toBe(titleOf(feature.name));
  },
);

test('every route of the catalogue has been covered above', () => {
  const covered = ['/', '/logout', ...shellPages.map((route) => route.path), ...features.map((feature) => feature.href)];
  expect(covered.sort()).toEqual(portalRoutes.map((route) => route.path).sort());
});

test('/logout signs out and leaves for / (which shows the login once signed out)', async () => {
  const { store } = await renderPortal('/logout', { user: groupUser });
  await waitFor(() => expect(currentPath()).not.toBe('/logout'));
  expect(['/', '/login']).toContain(currentPath());
  expect(store.getState().session).toMatchObject({ status: 'ready', loggedIn: false, data: null });
});

test.each(['/gibt-es-nicht', '/summarize/mehr', '/chat/mehr'])('unknown path %s shows the 404 page with a link home', async (path) => {
  const { user } = await renderPortal(path, { user: groupUser });
  expect(await pageHeading()).toHaveTextContent('Seite nicht gefunden');
  expect(document.title).toBe('KI-Portal | Seite nicht gefunden');
  expect(screen.getByText(messageFor('page-not-found'))).toBeInTheDocument();
  expect(loadRemoteMock).not.toHaveBeenCalled();

  await user.click(screen.getByRole('link', { name: 'Zur Startseite' }));

  expect(currentPath()).toBe('/');
  expect(document.title).toBe('KI-Portal');
});
