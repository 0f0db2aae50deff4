import { screen, waitFor, within } from '@testing-library/react';
import { featureById, messageFor, remoteModuleId } from 'shared-ui';
import { RemotePageError } from '../src/remotes/loadRemotePage';
import { registerPortalRemotes } from '../src/remotes/registerPortalRemotes';
import { holdNextLoad, loadRemoteMock, registerRemotesMock, serveRemotePages, stubHeading } from './federation';
import { currentPath, groupUser, mainNav, pageHeading, renderPortal, testConfig, type PortalUser } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));

// The shell caches one lazy page per module for the app's lifetime, so each test below opens a
// different feature: a page loaded (or failed) in one test would not load again in the next.

// The shell registers the config's remotes at start-up; a retry registers the failed one anew.
beforeAll(() => registerPortalRemotes(testConfig.remotes));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  document.title = '';
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const moduleOf = (featureId: string) => remoteModuleId(featureById(featureId).page);

async function expectRemoteError(featureId: string) {
  const feature = featureById(featureId);
  expect(await screen.findByTestId('remote-error')).toHaveTextContent(messageFor('remote-unavailable'));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(feature.name);
  expect(screen.getByRole('alert')).toContainElement(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(document.title).toBe(`KI-Portal | ${feature.name}`);
}

test('a skeleton shows while the remote page loads', async () => {
  serveRemotePages();
  const release = holdNextLoad(moduleOf('summarize'));
  await renderPortal('/summarize', { user: groupUser });

  const skeleton = screen.getByTestId('page-skeleton');
  expect(skeleton).toHaveAttribute('role', 'status');
  expect(skeleton).toHaveTextContent('Seite wird geladen …');
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(document.title).toBe('KI-Portal | Text zusammenfassen');

  await release();

  expect(await pageHeading()).toHaveTextContent(stubHeading('mfe_text/Summarize'));
  expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
});

test('a remote that cannot be loaded shows the error, and retry re-registers it and loads the page', async () => {
  serveRemotePages({ down: [moduleOf('text-redact')] });
  const { user } = await renderPortal('/text-redact', { user: groupUser });
  await expectRemoteError('text-redact');
  expect(consoleError).toHaveBeenCalledWith('[mfe_text]', expect.any(RemotePageError), expect.any(String));
  expect(registerRemotesMock).not.toHaveBeenCalled();

  serveRemotePages();
  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));

  expect(registerRemotesMock).toHaveBeenCalledTimes(1);
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mfe_text', entry: testConfig.remotes.mfe_text }], { force: true });
  expect(await pageHeading()).toHaveTextContent(stubHeading('mfe_text/Redact'));
  expect(loadRemoteMock).toHaveBeenCalledWith('mfe_text/Redact');
  expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  expect(document.title).toBe('KI-Portal | Text redigieren');
});

test('retry while the remote is still down shows the error again and can be retried again', async () => {
  serveRemotePages({ down: [moduleOf('top-ten')] });
  const { user } = await renderPortal('/top-ten', { user: groupUser });
  await expectRemoteError('top-ten');

  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  await expectRemoteError('top-ten');
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);

  loadRemoteMock.mockClear();
  serveRemotePages();
  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(await pageHeading()).toHaveTextContent(stubHeading('mfe_seo/TopTen'));
  expect(registerRemotesMock).toHaveBeenLastCalledWith([{ name: 'mfe_seo', entry: testConfig.remotes.mfe_seo }], { force: true });
});

test.each<[string, string, unknown]>([
  ['no default export', 'social-media', { Page: () => null }],
  ['a default that is not a component', 'short-link', { default: 'Seite' }],
  ['nothing at all', 'workday-faq', null],
])('a remote module with %s shows the error', async (_case, featureId, loaded) => {
  serveRemotePages();
  loadRemoteMock.mockResolvedValueOnce(loaded);
  await renderPortal(featureById(featureId).href, { user: groupUser });
  await expectRemoteError(featureId);
});

test.each<[string, string, (user: PortalUser) => Promise<void>, string, string]>([
  [
    'another remote (nav link)',
    'press-release',
    (user) => user.click(within(mainNav()).getByRole('link', { name: 'Dashboards' })),
    '/dashboards',
    stubHeading('mfe_dashboards/Dashboards'),
  ],
  [
    'another page of the same remote (dropdown)',
    'audio-transcript',
    async (user) => {
      await user.click(within(mainNav()).getByRole('button', { name: 'Textverarbeitung' }));
      await user.click(within(mainNav()).getByRole('link', { name: 'Text übersetzen' }));
    },
    '/text-translation',
    stubHeading('mfe_text/Translate'),
  ],
  [
    'the home page (brand link)',
    'seo-living-docs',
    (user) => user.click(screen.getByRole('link', { name: 'KI-Portal' })),
    '/',
    'Willkommen, Erika Mustermann!',
  ],
])('from a failed remote page, navigating to %s renders that route', async (_case, failingId, navigate, path, heading) => {
  serveRemotePages({ down: [moduleOf(failingId)] });
  const { user } = await renderPortal(featureById(failingId).href, { user: groupUser });
  await expectRemoteError(failingId);

  await navigate(user);

  expect(currentPath()).toBe(path);
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading));
  expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
});

test('from a failed remote page, a shell page (avatar) renders with its own title', async () => {
  serveRemotePages({ down: [moduleOf('text-speech')] });
  const { user } = await renderPortal('/text-speech', { user: groupUser });
  await expectRemoteError('text-speech');

  await user.click(screen.getByRole('link', { name: 'Mein Konto' }));

  expect(currentPath()).toBe('/user');
  await waitFor(() => expect(document.title).toBe('KI-Portal | Mein Konto'));
  expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
});

test('coming back to a page whose remote failed loads it again, without pressing retry', async () => {
  serveRemotePages({ down: [moduleOf('keyword-extraction')] });
  const { user } = await renderPortal('/keyword-extraction', { user: groupUser });
  await expectRemoteError('keyword-extraction');

  serveRemotePages();
  await user.click(screen.getByRole('link', { name: 'KI-Portal' }));
  await user.click(within(mainNav()).getByRole('button', { name: 'Sonstiges' }));
  await user.click(within(mainNav()).getByRole('link', { name: 'Keyword Extraction' }));

  expect(await pageHeading()).toHaveTextContent(stubHeading('mfe_misc/KeywordExtraction'));
  expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mfe_misc', entry: testConfig.remotes.mfe_misc }], { force: true });
});
