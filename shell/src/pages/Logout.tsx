import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Spinner, useNavigate } from 'shared-ui';
import { logout, portalApi, signedOut } from 'shared-auth';
import { ShellPage } from './ShellPage';

/** Signs out, clears the session and cached data, and goes home (which then shows the login). */
export function Logout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logout()
      .catch(() => undefined)
      .finally(() => {
        dispatch(signedOut());
        dispatch(portalApi.util.resetApiState());
        if (active) navigate('/', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [dispatch, navigate]);
  return (
    <ShellPage title="Abmelden">
      <Spinner label="Du wirst abgemeldet …" />
    </ShellPage>
  );
}
