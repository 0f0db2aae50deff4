/**
 * Trust in the browser: the confirmation page while the address is unconfirmed, the admin pages
 * (members with roles, the audit log) and what "Mein Konto" shows. The gateway decides; these tests
 * check that the pages ask it the right things and show its answers.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { sendEmailVerification, sendPasswordResetEmail, signOut } from 'firebase/auth';
import { verificationPending } from 'shared-auth';
import { messageFor } from 'shared-ui';
import { stubGateway } from './gatewayStub';
import { currentPath, groupUser, renderPortal, sessionUser } from './portal';

jest.mock('../src/pages/leavePortal', () => ({ leavePortal: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.restoreAllMocks());

describe('an unconfirmed address', () => {
  test('the login page asks to confirm it instead of showing the form, and the resend waits', async () => {
    const { store } = await renderPortal('/login');
    act(() => {
      store.dispatch(verificationPending({ email: 'neu@sv-gruppe.de' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(messageFor('email-not-verified'));
    expect(screen.getByText('neu@sv-gruppe.de')).toBeInTheDocument();
    expect(screen.queryByLabelText('Passwort')).toBeNull();
    expect(document.title).toBe('KI-Portal | E-Mail-Adresse bestätigen');
    expect(screen.getByRole('button', { name: /Link erneut senden \(in \d+ s\)/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ich habe bestätigt' })).toBeEnabled();
  });

  test('a page asked for sends the user to the confirmation page, and signing out leaves it', async () => {
    const { store, user } = await renderPortal('/summarize');
    act(() => {
      store.dispatch(verificationPending({ email: 'neu@sv-gruppe.de' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  test('"Link erneut senden" sends a mail once the wait is over', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { store, user } = await renderPortal('/sign-up');
      act(() => {
        store.dispatch(verificationPending({ email: 'neu@sv-gruppe.de' }));
      });
      await screen.findByRole('heading', { level: 1, name: 'E-Mail-Adresse bestätigen' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(61_000);
      });
      await user.click(screen.getByRole('button', { name: 'Link erneut senden' }));
      expect(sendEmailVerification).toHaveBeenCalledTimes(1);
      expect(await screen.findByText(messageFor('verification-sent'))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Link erneut senden \(in \d+ s\)/ })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('/admin/users', () => {
  const admin = sessionUser({ roles: ['tenant-admin'] });
  const page = (roles: string[] = []) => ({
    tenant: 'SV-Gruppe',
    tenants: ['SV-Gruppe'],
    grantable: ['style-editor', 'tenant-admin'],
    page: 1,
    pageSize: 25,
    total: 2,
    users: [
      {
        uid: 'u-erika',
        email: 'erika.mustermann@sv-gruppe.de',
        displayName: 'Erika Mustermann',
        roles: ['tenant-admin'],
        joinedAt: '2026-01-05T10:00:00.000Z',
      },
      { uid: 'u-paul', email: 'paul@sv-gruppe.de', displayName: 'Paul', roles, joinedAt: '2026-02-01T10:00:00.000Z' },
    ],
  });

  test('staff without an admin role see that they lack the rights, and nothing is asked', async () => {
    const requests = stubGateway(() => ({ status: 200, body: page() }));
    await renderPortal('/admin/users', { user: groupUser });
    expect(await screen.findByRole('alert')).toHaveTextContent(messageFor('role-missing'));
    expect(requests.filter((request) => request.url.href.includes('/v1/admin/'))).toHaveLength(0);
  });

  test('lists the members with their roles; a tick grants, an untick revokes', async () => {
    let paulRoles: string[] = [];
    const requests = stubGateway(({ path, method, body }) => {
      if (path === '/v1/admin/users' && method === 'GET') return { status: 200, body: page(paulRoles) };
      if (path === '/v1/admin/users/u-paul/roles' && method === 'POST') {
        paulRoles = [(body as { role: string }).role];
        return { status: 200, body: { uid: 'u-paul', roles: paulRoles } };
      }
      if (path === '/v1/admin/users/u-paul/roles/style-editor' && method === 'DELETE') {
        paulRoles = [];
        return { status: 200, body: { uid: 'u-paul', roles: [] } };
      }
      return { status: 404, body: { error: { code: 'not-found' } } };
    });
    const { user } = await renderPortal('/admin/users', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Benutzer und Rollen' })).toBeInTheDocument();
    const paul = (await screen.findByText('paul@sv-gruppe.de')).closest('tr') as HTMLElement;
    await user.click(within(paul).getByRole('checkbox', { name: 'Hausstil-Redaktion' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messageFor('roles-saved', { email: 'paul@sv-gruppe.de' }));
    await waitFor(() => expect(within(paul).getByRole('checkbox', { name: 'Hausstil-Redaktion' })).toBeChecked());
    await user.click(within(paul).getByRole('checkbox', { name: 'Hausstil-Redaktion' }));
    await waitFor(() => expect(within(paul).getByRole('checkbox', { name: 'Hausstil-Redaktion' })).not.toBeChecked());
    const methods = requests.map((request) => `${request.method} ${request.path}`);
    expect(methods).toEqual(
      expect.arrayContaining(['POST /v1/admin/users/u-paul/roles', 'DELETE /v1/admin/users/u-paul/roles/style-editor']),
    );
    expect(screen.getByText(/Seite 1 von 1/)).toBeInTheDocument();
  });

  test('a refusal of the gateway is shown with its message', async () => {
    stubGateway(({ method }) =>
      method === 'GET'
        ? { status: 200, body: page() }
        : { status: 409, body: { error: { code: 'own-admin-role', message: messageFor('own-admin-role') } } },
    );
    const { user } = await renderPortal('/admin/users', { user: admin });
    const erika = (await screen.findByText('erika.mustermann@sv-gruppe.de')).closest('tr') as HTMLElement;
    await user.click(within(erika).getByRole('checkbox', { name: 'Mandanten-Administration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messageFor('own-admin-role'));
  });
});

describe('/admin/audit', () => {
  const admin = sessionUser({ roles: ['tenant-admin'] });
  const entry = {
    id: 7,
    at: '2026-11-26T09:30:00.000Z',
    actorUid: null,
    actorEmail: 'Kommandozeile (npm run admin)',
    tenant: 'SV-Gruppe',
    action: 'role.grant',
    target: 'paul@sv-gruppe.de: tenant-admin',
    requestId: null,
  };

  test('shows the entries in German and filters by action and period', async () => {
    const requests = stubGateway(({ path }) =>
      path === '/v1/admin/audit'
        ? { status: 200, body: { tenant: 'SV-Gruppe', page: 1, pageSize: 25, total: 1, entries: [entry] } }
        : { status: 404 },
    );
    const { user } = await renderPortal('/admin/audit', { user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Protokoll' })).toBeInTheDocument();
    const row = (await screen.findByText('paul@sv-gruppe.de: tenant-admin')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Rolle vergeben')).toBeInTheDocument();
    expect(within(row).getByText('Kommandozeile (npm run admin)')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Aktion'), 'role.grant');
    await user.type(screen.getByLabelText('Von'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filtern' }));
    await waitFor(() => {
      const urls = requests.map((request) => request.url);
      expect(urls.some((url) => url.searchParams.get('action') === 'role.grant' && url.searchParams.get('from') === '2026-11-01')).toBe(
        true,
      );
    });
  });

  test('no entries: says so', async () => {
    stubGateway(() => ({ status: 200, body: { tenant: 'SV-Gruppe', page: 1, pageSize: 25, total: 0, entries: [] } }));
    await renderPortal('/admin/audit', { user: admin });
    expect(await screen.findByText(messageFor('no-audit-entries'))).toBeInTheDocument();
  });
});

describe('Mein Konto', () => {
  test('shows the roles and, for admins, the admin pages', async () => {
    await renderPortal('/user', { user: sessionUser({ roles: ['tenant-admin', 'style-editor'] }) });
    expect(await screen.findByText('Mandanten-Administration, Hausstil-Redaktion')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Benutzer und Rollen' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Protokoll' })).toHaveAttribute('href', '/admin/audit');
  });

  test('staff see no admin links; an unconfirmed address can get its link again', async () => {
    const { user } = await renderPortal('/user', { user: sessionUser({ emailVerified: false, provider: 'microsoft.com' }) });
    expect(await screen.findByText('Mitarbeitende (keine weiteren Rollen)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Benutzer und Rollen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bestätigungslink erneut senden' }));
    expect(sendEmailVerification).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(messageFor('verification-sent'))).toBeInTheDocument();
  });

  test('"Passwort zurücksetzen" sends the reset mail to the own address and says so', async () => {
    const { user } = await renderPortal('/user', { user: groupUser });
    expect(screen.queryByRole('button', { name: 'Bestätigungslink erneut senden' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(sendPasswordResetEmail).toHaveBeenCalledWith(expect.anything(), groupUser.email);
    expect(await screen.findByText(messageFor('password-reset-sent'))).toBeInTheDocument();
  });
});

describe('/chat', () => {
  test('typing /chat opens the configured chat address instead of the 404', async () => {
    const { leavePortal } = jest.requireMock('../src/pages/leavePortal') as { leavePortal: jest.Mock };
    await renderPortal('/chat', { user: groupUser });
    expect(leavePortal).toHaveBeenCalledWith('https://chat.sv-gruppe.test/');
    expect(screen.queryByText('Seite nicht gefunden')).toBeNull();
    expect(screen.getByRole('link', { name: 'https://chat.sv-gruppe.test/' })).toHaveAttribute('href', 'https://chat.sv-gruppe.test/');
  });
});
