/**
 * The release's health in the browser: each remote page load is reported (remote, version, success,
 * time) in batches, a preview is not, and /status shows portal admins the gateway's figures with
 * promote and rollback behind a second question.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { featureById, messageFor, remoteModuleId } from 'shared-ui';
import type { RemoteStatusReply } from 'portal-contract/schemas';
import { flushRemoteLoads, forgetRemoteLoads, pageLoadReport, reportRemoteLoad } from '../src/remotes/loadReports';
import { loadedVersionOf, registerPortalRemotes, switchRemote } from '../src/remotes/registerPortalRemotes';
import { serveRemotePages } from './federation';
import { requestsTo, stubGateway } from './gatewayStub';
import { groupUser, renderPortal, sessionUser, testConfig } from './portal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));

const released = { ...testConfig.remotes, mfe_seo: 'http://remotes.test/seo/releases/0.1.0-20261127080000/mf-manifest.json' };
beforeEach(() => {
  registerPortalRemotes(released);
  forgetRemoteLoads();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('which version a load counts for', () => {
  test('a release by its folder, the build of npm start as dist, a preview not at all', () => {
    expect(loadedVersionOf('mfe_seo')).toBe('0.1.0-20261127080000');
    expect(loadedVersionOf('mfe_text')).toBe('dist');
    switchRemote('mfe_misc', 'http://remotes.test/misc/releases/0.2.0-20261127090000/mf-manifest.json');
    expect(loadedVersionOf('mfe_misc')).toBe('0.2.0-20261127090000');
    switchRemote('mfe_seo', 'http://localhost:4002/mf-manifest.json', { preview: true });
    expect(loadedVersionOf('mfe_seo')).toBeNull();
    expect(loadedVersionOf('mfe_unknown')).toBeNull();
  });

  test('one attempt is reported once, with the time it took', () => {
    let now = 1000;
    const requests = stubGateway(() => ({ status: 204 }));
    const report = pageLoadReport('mfe_text', () => now);
    now = 1234.4;
    report.settle(true);
    report.settle(false);
    return flushRemoteLoads().then(() =>
      expect(requestsTo(requests, '/v1/remote-loads')).toEqual([{ loads: [{ remote: 'mfe_text', version: 'dist', ok: true, ms: 234 }] }]),
    );
  });

  test('loads go in batches of at most 50; a report that fails is dropped, not retried forever', async () => {
    const requests = stubGateway(() => ({ status: 503, body: { error: { code: 'internal-error', message: 'x' } } }));
    for (let index = 0; index < 19; index += 1) reportRemoteLoad('mfe_seo', index % 2 === 0, 100);
    expect(requestsTo(requests, '/v1/remote-loads')).toHaveLength(0);
    reportRemoteLoad('mfe_seo', false, 100);
    await waitFor(() => expect(requestsTo(requests, '/v1/remote-loads')).toHaveLength(1));
    expect((requestsTo(requests, '/v1/remote-loads')[0] as { loads: unknown[] }).loads).toHaveLength(20);
    await flushRemoteLoads();
    expect(requestsTo(requests, '/v1/remote-loads')).toHaveLength(1);
  });
});

describe('remote pages report their load', () => {
  test('a page that cannot load counts as a failure of its version', async () => {
    const requests = stubGateway(() => ({ status: 204 }));
    serveRemotePages({ down: [remoteModuleId(featureById('seo-living-docs').page)] });
    await renderPortal('/seo-living-docs', { user: groupUser });
    expect(await screen.findByTestId('remote-error')).toHaveTextContent(messageFor('remote-unavailable'));
    await flushRemoteLoads();
    const [failed] = requestsTo(requests, '/v1/remote-loads') as { loads: { remote: string; version: string; ok: boolean }[] }[];
    expect(failed?.loads).toEqual([expect.objectContaining({ remote: 'mfe_seo', version: '0.1.0-20261127080000', ok: false })]);
  });

  test('a page that renders is reported after its first render', async () => {
    const requests = stubGateway(() => ({ status: 204 }));
    serveRemotePages();
    await renderPortal('/text-translation', { user: groupUser });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await flushRemoteLoads();
    const [sent] = requestsTo(requests, '/v1/remote-loads') as { loads: { remote: string; ok: boolean; ms: number }[] }[];
    expect(sent?.loads).toEqual([{ remote: 'mfe_text', version: 'dist', ok: true, ms: expect.any(Number) }]);
  });
});

describe('/status', () => {
  const portalAdmin = sessionUser({ roles: ['portal-admin'] });
  const figures = (version: string, extra: object = {}) => ({
    version,
    releasedAt: version === 'dist' ? null : '2026-11-27T08:00:00.000Z',
    releasedBy: version === 'dist' ? null : 'erika@sv-gruppe.de',
    live: false,
    staged: false,
    rolledBack: false,
    loads: 0,
    failures: 0,
    medianMs: null,
    ...extra,
  });
  const status: RemoteStatusReply = {
    watch: { failureRate: 0.5, minLoads: 5, windowMinutes: 15 },
    remotes: [
      {
        remote: 'mfe_seo',
        pkg: 'mfe-seo',
        live: 'v1',
        liveSince: '2026-11-27T08:05:00.000Z',
        previous: 'dist',
        staged: { version: 'v3', tenant: 'Partnerverlag Nord', since: '2026-11-27T09:00:00.000Z' },
        versions: [
          figures('dist'),
          figures('v1', { live: true, loads: 40, failures: 1, medianMs: 180 }),
          figures('v2', { rolledBack: true, loads: 5, failures: 5 }),
          figures('v3', { staged: true }),
        ],
        autoRollbacks: [{ version: 'v2', to: 'v1', at: '2026-11-27T08:30:00.000Z', loads: 5, failures: 5 }],
      },
    ],
  };

  test('shows live, staged and kept versions with their figures and the automatic rollback', async () => {
    stubGateway(() => ({ status: 200, body: status }));
    await renderPortal('/status', { user: portalAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Status der Bereiche' })).toBeInTheDocument();
    const seo = await screen.findByRole('region', { name: 'mfe-seo' });
    expect(seo).toHaveTextContent('Live: v1');
    expect(seo).toHaveTextContent('Gestuft: v3 für den Mandanten Partnerverlag Nord');
    expect(within(seo).getByRole('alert')).toHaveTextContent('v2 wurde am');
    expect(within(seo).getByRole('alert')).toHaveTextContent(
      'automatisch zurückgerollt: 5 von 5 Aufrufen fehlgeschlagen, live war danach v1.',
    );
    const rows = within(seo).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'VersionVeröffentlichtAufrufeErfolgreichMedian bis AnzeigeAktion',
      expect.stringMatching(/^v3gestuft.*von erika@sv-gruppe\.de0––$/),
      expect.stringMatching(/^v2zurückgerollt.*50 %–Live schalten$/),
      expect.stringMatching(/^v1live.*4098 %180 ms$/),
      'dist (Build von npm start)–0––Live schalten',
    ]);
    // With a stage, rolling back withdraws it first (as npm run rollback does).
    expect(within(seo).getByRole('button', { name: 'Gestufte Version zurückziehen' })).toBeInTheDocument();
    expect(screen.getByText(/in den ersten 15 Minuten zu 50 % oder mehr fehlschlagen \(ab 5 Aufrufen\)/)).toBeInTheDocument();
  });

  test('promote and rollback ask once more, then call the gateway; a refusal shows its message', async () => {
    const requests = stubGateway((request) =>
      request.path.endsWith('/rollback')
        ? { status: 409, body: { error: { code: 'release-version-unknown', message: 'x' } } }
        : { status: 200, body: status },
    );
    const { user } = await renderPortal('/status', { user: portalAdmin });
    const seo = await screen.findByRole('region', { name: 'mfe-seo' });
    await user.click(within(seo).getByRole('button', { name: 'Für alle freigeben' }));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(screen.getByText('Wirklich? mfe-seo: die gestufte Version für alle freigeben.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, ausführen' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/v1/admin/remotes/mfe_seo/promote')).toBe(true));
    expect(await screen.findByText(/Erledigt – mfe-seo: die gestufte Version für alle freigeben/)).toBeInTheDocument();

    await user.click(within(seo).getAllByRole('button', { name: 'Live schalten' })[1]!);
    expect(screen.getByText('Wirklich? mfe-seo: dist live schalten.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, ausführen' }));
    expect(await screen.findByText(messageFor('release-version-unknown'))).toBeInTheDocument();
    expect(requestsTo(requests, '/v1/admin/remotes/mfe_seo/rollback')).toEqual([{ version: 'dist' }]);
  });

  test('staff without the role do not get the page', async () => {
    stubGateway(() => ({ status: 200, body: status }));
    await renderPortal('/status', { user: groupUser });
    expect(await screen.findByRole('alert')).toHaveTextContent(messageFor('role-missing'));
    expect(screen.queryByRole('region', { name: 'mfe-seo' })).toBeNull();
  });
});
