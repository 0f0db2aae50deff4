import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Button, Link, messageFor, TextField, usePageTitle, type MessageCode } from 'shared-ui';
import { signUp } from 'shared-auth';
import { AuthCard } from '../auth/AuthCard';
import { emailRules, newPasswordRules } from '../auth/validation';
import { useHydrated } from '../auth/useHydrated';

interface SignUpForm {
  displayName: string;
  email: string;
  password: string;
}

export function SignUp() {
  usePageTitle('Registrieren');
  const [error, setError] = useState<MessageCode | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const { register, handleSubmit, formState } = useForm<SignUpForm>({ defaultValues: { displayName: '', email: '', password: '' } });

  const submit = async ({ email, password, displayName }: SignUpForm) => {
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
      <form noValidate onSubmit={handleSubmit(submit)}>
        <TextField label="Name" autoComplete="name" {...register('displayName')} />
        <TextField
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email', emailRules)}
        />
        <TextField
          label="Passwort (mindestens 6 Zeichen)"
          type="password"
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password', newPasswordRules)}
        />
        <Button type="submit" disabled={busy || !hydrated}>
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
