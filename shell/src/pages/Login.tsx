import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Alert, Button, Link, messageFor, TextField, usePageTitle, type MessageCode } from 'shared-ui';
import { loginWithMicrosoft, loginWithPassword, sendPasswordReset, sessionErrorShown, useSession, type ActionResult } from 'shared-auth';
import { AuthCard, Divider } from '../auth/AuthCard';
import { Reconnecting } from '../auth/Reconnecting';
import { useCheckedForm } from '../auth/useCheckedForm';
import { checkEmail, checkPasswordGiven } from '../auth/validation';
import { untilHydrated, useHydrated } from '../auth/useHydrated';

type Notice = { tone: 'error' | 'success'; code: MessageCode } | null;

export function Login() {
  const session = useSession();
  const offline = session.error === 'offline';
  usePageTitle(offline ? 'Keine Verbindung' : 'Anmelden');
  const dispatch = useDispatch();
  const [localNotice, setNotice] = useState<Notice>(null);
  const [pending, setBusy] = useState(false);
  const hydrated = useHydrated();
  const { form, field, check, valueOf, onSubmit } = useCheckedForm({ email: checkEmail, password: checkPasswordGiven });

  // A sign-in the gateway refused (no tenant, gateway down) ends here with its reason.
  const notice: Notice = session.error ? { tone: 'error', code: session.error } : localNotice;
  const busy = pending && !session.error;

  const run = async (action: () => Promise<ActionResult>) => {
    setNotice(null);
    dispatch(sessionErrorShown());
    setBusy(true);
    const result = await action();
    // On success the guard moves on once the gateway has confirmed the session.
    if (!result.ok) {
      setNotice({ tone: 'error', code: result.code });
      setBusy(false);
    }
  };

  const resetPassword = async () => {
    if (!check(['email'])) return;
    setNotice(null);
    dispatch(sessionErrorShown());
    const result = await sendPasswordReset(valueOf('email'));
    setNotice(result.ok ? { tone: 'success', code: 'password-reset-sent' } : { tone: 'error', code: result.code });
  };

  // Only the session sync reports `offline`: Firebase has a user, the gateway is not answering.
  if (offline) return <Reconnecting />;

  return (
    <AuthCard as="section" aria-labelledby="login-title">
      <h1 id="login-title">Anmelden</h1>
      {notice && <Alert tone={notice.tone}>{messageFor(notice.code)}</Alert>}
      <form ref={form} noValidate onSubmit={onSubmit(({ email, password }) => void run(() => loginWithPassword(email, password)))}>
        <TextField label="E-Mail-Adresse" type="email" autoComplete="username" {...field('email')} />
        <TextField label="Passwort" type="password" autoComplete="current-password" {...field('password')} />
        <Button {...untilHydrated(hydrated, 'submit')} disabled={busy}>
          <LogIn size={18} aria-hidden="true" />
          {busy ? 'Anmeldung läuft …' : 'Anmelden'}
        </Button>
      </form>
      <Button $variant="secondary" onClick={() => void resetPassword()} {...untilHydrated(hydrated)} disabled={busy}>
        Passwort vergessen?
      </Button>
      <Divider>oder</Divider>
      <Button $variant="secondary" onClick={() => void run(loginWithMicrosoft)} {...untilHydrated(hydrated)} disabled={busy}>
        Mit Microsoft anmelden
      </Button>
      <p>
        Noch kein Konto? <Link to="/sign-up">Registrieren</Link>
      </p>
    </AuthCard>
  );
}
