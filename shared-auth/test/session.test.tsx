import { act, screen } from '@testing-library/react';
import { usePortalConfig } from 'shared-ui';
import { renderInPortal, testUser } from '../testing';
import { createPortalStore, signedIn, signedOut, useIsGroupTenant, useSession, useTenant, type SessionUser } from '../src';

const user: SessionUser = { ...testUser, uid: 'u-1' };

describe('session slice', () => {
  test('starts unknown and logged out, so guards can wait for the first answer', () => {
    expect(createPortalStore().getState().session).toMatchObject({ status: 'unknown', loggedIn: false, data: null });
  });

  test('signedIn stores the user, signedOut clears it', () => {
    const store = createPortalStore();
    store.dispatch(signedIn(user));
    expect(store.getState().session).toMatchObject({ status: 'ready', loggedIn: true, data: user });
    store.dispatch(signedOut());
    expect(store.getState().session).toMatchObject({ status: 'ready', loggedIn: false, data: null });
  });
});

function SessionProbe() {
  const session = useSession();
  const tenant = useTenant();
  const group = useIsGroupTenant();
  const { productName } = usePortalConfig();
  return (
    <p>
      {productName}: {session.loggedIn ? session.data?.displayName : 'abgemeldet'} · {tenant ?? 'kein Mandant'} ·{' '}
      {group ? 'Gruppe' : 'extern'}
    </p>
  );
}

describe('hooks inside renderInPortal', () => {
  test('follow the store passed in', () => {
    const { store } = renderInPortal(<SessionProbe />);
    expect(screen.getByText('KI-Portal: abgemeldet · kein Mandant · extern')).toBeInTheDocument();

    act(() => {
      store.dispatch(signedIn({ ...user, tenant: 'Partnerverlag', groupTenant: false }));
    });
    expect(screen.getByText('KI-Portal: Erika Mustermann · Partnerverlag · extern')).toBeInTheDocument();

    act(() => {
      store.dispatch(signedIn(user));
    });
    expect(screen.getByText('KI-Portal: Erika Mustermann · SV-Gruppe · Gruppe')).toBeInTheDocument();
  });
});
