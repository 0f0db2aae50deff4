import { LogOut } from 'lucide-react';
import styled from 'styled-components';
import { useDispatch } from 'react-redux';
import { Alert, Button, messageFor, Spinner } from 'shared-ui';
import { logout, sessionErrorShown } from 'shared-auth';
import { AuthCard } from './AuthCard';

const Waiting = styled.p`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  margin: 0;
`;

/**
 * What the login page shows while the user is signed in with Firebase but the gateway cannot be
 * reached: a login form would invite a second sign-in that cannot help. The session sync asks the
 * gateway again every few seconds and the guard then opens the page the user asked for.
 */
export function Reconnecting() {
  const dispatch = useDispatch();
  const signOutInstead = async () => {
    await logout().catch(() => undefined);
    dispatch(sessionErrorShown());
  };
  return (
    <AuthCard as="section" aria-labelledby="reconnecting-title">
      <h1 id="reconnecting-title">Keine Verbindung</h1>
      <Alert tone="error">{messageFor('offline')}</Alert>
      <Waiting>
        <Spinner label="Verbindung wird wiederhergestellt …" />
        {messageFor('reconnecting')}
      </Waiting>
      <Button $variant="secondary" onClick={() => void signOutInstead()}>
        <LogOut size={18} aria-hidden="true" />
        Abmelden
      </Button>
    </AuthCard>
  );
}
