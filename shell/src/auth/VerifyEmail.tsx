import { CheckCircle2, LogOut, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Alert, Button, messageFor, usePageTitle, type MessageCode } from 'shared-ui';
import { confirmVerifiedEmail, logout, resendVerificationMail, sessionErrorShown, type PortalDispatch } from 'shared-auth';
import { AuthCard } from './AuthCard';

/** Seconds between two confirmation mails from this page (Firebase limits them too). */
export const RESEND_WAIT_SECONDS = 60;

type Notice = { tone: 'error' | 'success' | 'info'; code: MessageCode };

/**
 * Shown instead of the login or sign-up page while the gateway waits for the e-mail address to be
 * confirmed. "Ich habe bestätigt" continues without a second login: the guard then opens the page
 * that was asked for.
 */
export function VerifyEmail({ email }: { email: string | null }) {
  usePageTitle('E-Mail-Adresse bestätigen');
  const dispatch = useDispatch<PortalDispatch>();
  const [notice, setNotice] = useState<Notice>({ tone: 'info', code: 'email-not-verified' });
  const [busy, setBusy] = useState(false);
  // The sign-up has just sent a mail: the first resend waits like any other.
  const [waitUntil, setWaitUntil] = useState(() => Date.now() + RESEND_WAIT_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  useEffect(() => {
    if (secondsLeft === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const confirm = async () => {
    setBusy(true);
    const result = await confirmVerifiedEmail(dispatch);
    if (!result.ok) setNotice({ tone: 'error', code: result.code });
    setBusy(false);
  };

  const resend = async () => {
    setBusy(true);
    const result = await resendVerificationMail();
    setNotice(result.ok ? { tone: 'success', code: 'verification-sent' } : { tone: 'error', code: result.code });
    setWaitUntil(Date.now() + RESEND_WAIT_SECONDS * 1000);
    setNow(Date.now());
    setBusy(false);
  };

  const signOutInstead = async () => {
    await logout().catch(() => undefined);
    dispatch(sessionErrorShown());
  };

  return (
    <AuthCard as="section" aria-labelledby="verify-title">
      <h1 id="verify-title">E-Mail-Adresse bestätigen</h1>
      <Alert tone={notice.tone}>{messageFor(notice.code)}</Alert>
      {email && (
        <p>
          Der Link ging an <strong>{email}</strong>. Öffne ihn und klicke dann hier auf „Ich habe bestätigt“.
        </p>
      )}
      <Button onClick={() => void confirm()} disabled={busy}>
        <CheckCircle2 size={18} aria-hidden="true" />
        Ich habe bestätigt
      </Button>
      <Button $variant="secondary" onClick={() => void resend()} disabled={busy || secondsLeft > 0}>
        <MailCheck size={18} aria-hidden="true" />
        {secondsLeft > 0 ? `Link erneut senden (in ${secondsLeft} s)` : 'Link erneut senden'}
      </Button>
      <Button $variant="secondary" onClick={() => void signOutInstead()} disabled={busy}>
        <LogOut size={18} aria-hidden="true" />
        Abmelden
      </Button>
    </AuthCard>
  );
}
