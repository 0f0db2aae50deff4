import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'shared-ui';
import { renderInPortal, testUser } from '../testing';
import { RequireAuth, signedIn, signedOut } from '../src';

function GuardedHome() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <RequireAuth>
            <h1>Startseite</h1>
          </RequireAuth>
        }
      />
      <Route path="/login" element={<h1>Anmelden</h1>} />
    </Routes>
  );
}

describe('RequireAuth', () => {
  test('shows the placeholder until Firebase has answered, then the page (rendered in the background)', async () => {
    const { store } = renderInPortal(<GuardedHome />);
    expect(screen.getByRole('status')).toHaveTextContent('Anmeldung wird geprüft …');
    expect(screen.queryByRole('heading', { name: 'Startseite' })).not.toBeInTheDocument();

    await act(async () => {
      store.dispatch(signedIn({ ...testUser, uid: 'u-1' }));
    });
    expect(await screen.findByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // A logout is not deferred: the page goes at once.
    act(() => {
      store.dispatch(signedOut());
    });
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
  });

  test('a first answer of „signed out“ goes to the login page', async () => {
    const { store } = renderInPortal(<GuardedHome />);
    await act(async () => {
      store.dispatch(signedOut());
    });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
