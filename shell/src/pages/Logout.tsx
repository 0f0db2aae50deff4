import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { signedOut } from 'shared-auth';
import { Spinner } from 'shared-ui';
import { ShellPage } from './ShellPage';

/** Clears the session and goes home (which then shows the login once sign-in is required). */
export function Logout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(signedOut());
    navigate('/', { replace: true });
  }, [dispatch, navigate]);
  return (
    <ShellPage title="Abmelden">
      <Spinner label="Du wirst abgemeldet …" />
    </ShellPage>
  );
}
