import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, messageFor, type MessageCode } from 'shared-ui';
import { loginWithPassword } from '../auth/actions';
import { useSession } from '../hooks';

/**
 * The harness signs in against the local stack (Auth emulator + gateway) so a remote's pages run
 * with a real session; the shell's full login page is not part of a remote.
 */
export function HarnessLogin() {
  const session = useSession();
  const [email, setEmail] = useState('redaktion@sv-gruppe.de');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<MessageCode | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await loginWithPassword(email, password);
    setError(result.ok ? null : result.code);
  };

  return (
    <Card as="form" onSubmit={submit} style={{ display: 'grid', gap: '0.75rem', maxWidth: '24rem' }}>
      <strong>Anmelden (lokaler Stack)</strong>
      {(error ?? session.error) && <Alert tone="error">{messageFor(error ?? session.error ?? 'unknown')}</Alert>}
      <label>
        E-Mail-Adresse <input value={email} onChange={(event) => setEmail(event.target.value)} type="email" />
      </label>
      <label>
        Passwort <input value={password} onChange={(event) => setPassword(event.target.value)} type="password" />
      </label>
      <Button type="submit">Anmelden</Button>
    </Card>
  );
}
