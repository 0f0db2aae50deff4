import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Link, messageFor, TextField, usePageTitle, type MessageCode } from 'shared-ui';
import { signUp } from 'shared-auth';
import { AuthCard } from '../auth/AuthCard';
import { useCheckedForm } from '../auth/useCheckedForm';
import { checkEmail, checkNewPassword } from '../auth/validation';
import { untilHydrated, useHydrated } from '../auth/useHydrated';

export function SignUp() {
  usePageTitle('Registrieren');
  const [error, setError] = useState<MessageCode | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const { form, field, onSubmit } = useCheckedForm({ displayName: null, email: checkEmail, password: checkNewPassword });

  const submit = async ({ email, password, displayName }: Record<'displayName' | 'email' | 'password', string>) => {
    setError(null);
    setBusy(true);
    const result = await signUp(email, password, displayName);
    // On success the new user is signed in and the guard moves on to the portal.
    if (!result.ok) {
      setError(result.code);
      setBusy(false);
    }
  };

  return (
    <AuthCard as="section" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">Registrieren</h1>
      <p>Registrieren kannst du dich mit der E-Mail-Adresse deines Verlags.</p>
      {error && <Alert tone="error">{messageFor(error)}</Alert>}
      <form ref={form} noValidate onSubmit={onSubmit((values) => void submit(values))}>
        <TextField label="Name" autoComplete="name" {...field('displayName')} />
        <TextField label="E-Mail-Adresse" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Passwort (mindestens 6 Zeichen)" type="password" autoComplete="new-password" {...field('password')} />
        <Button {...untilHydrated(hydrated, 'submit')} disabled={busy}>
          <UserPlus size={18} aria-hidden="true" />
          {busy ? 'Konto wird angelegt …' : 'Konto anlegen'}
        </Button>
      </form>
      <p>
        Schon registriert? <Link to="/login">Anmelden</Link>
      </p>
    </AuthCard>
  );
}
