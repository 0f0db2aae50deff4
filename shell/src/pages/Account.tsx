import { Activity, KeyRound, Link2, LogOut, MailCheck, ScrollText, Users } from 'lucide-react';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { ADMIN_ROLES, Alert, Button, Card, hasAnyRole, Link, messageFor, roleLabels, usePageTitle, type MessageCode } from 'shared-ui';
import styled from 'styled-components';
import {
  linkMicrosoftAccount,
  refreshSession,
  resendVerificationMail,
  sendPasswordReset,
  useSession,
  type ActionResult,
  type PortalDispatch,
} from 'shared-auth';
import { Avatar } from '../account/Avatar';
import { HistorySettings } from '../history/HistorySettings';
import { TenantSettings } from '../admin/TenantSettings';

const Profile = styled(Card)`
  display: grid;
  gap: 1.5rem;
  max-width: 44rem;
  header {
    display: flex;
    gap: 1.25rem;
    align-items: center;
  }
  h1 {
    margin: 0;
    font-size: 1.8rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.6rem 1.5rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    font-weight: 600;
    padding: 0.5rem 0.25rem;
  }
`;

const providerNames: Record<string, string> = { password: 'E-Mail und Passwort', 'microsoft.com': 'Microsoft' };

type Notice = { tone: 'error' | 'success'; code: MessageCode } | null;

/**
 * Only confirmed identities get this far (the gateway checks): an address Firebase still calls
 * unconfirmed was vouched for by the organisation's Microsoft sign-in.
 */
function verifiedBy(provider: string | null): string {
  return provider === 'microsoft.com'
    ? 'Über die Microsoft-Anmeldung deiner Organisation – du kannst die Adresse zusätzlich per Link bestätigen.'
    : 'Nein – bitte bestätige deine Adresse über den Link in unserer E-Mail.';
}

export function Account() {
  usePageTitle('Mein Konto');
  const dispatch = useDispatch<PortalDispatch>();
  const { data: user } = useSession();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const email = user.email ?? '';

  const act = async (action: () => Promise<ActionResult>, success: MessageCode) => {
    setBusy(true);
    setNotice(null);
    const result = await action();
    setNotice(result.ok ? { tone: 'success', code: success } : { tone: 'error', code: result.code });
    if (result.ok) await refreshSession(dispatch).catch(() => undefined);
    setBusy(false);
  };

  return (
    <Profile as="section" aria-labelledby="account-title">
      <header>
        <Avatar email={email} size={72} />
        <h1 id="account-title">Mein Konto</h1>
      </header>
      {notice && <Alert tone={notice.tone}>{messageFor(notice.code)}</Alert>}
      <dl>
        <dt>Name</dt>
        <dd>{user.displayName || '–'}</dd>
        <dt>E-Mail-Adresse</dt>
        <dd>{email || '–'}</dd>
        <dt>Bestätigt</dt>
        <dd>{user.emailVerified ? 'Ja' : verifiedBy(user.provider)}</dd>
        <dt>Mandant</dt>
        <dd>{user.tenant ?? '–'}</dd>
        <dt>Anmeldung über</dt>
        <dd>{user.provider ? (providerNames[user.provider] ?? user.provider) : '–'}</dd>
        <dt>Rollen</dt>
        <dd>{user.roles.length ? user.roles.map((role) => roleLabels[role]).join(', ') : 'Mitarbeitende (keine weiteren Rollen)'}</dd>
      </dl>
      {hasAnyRole(user.roles, ADMIN_ROLES) && (
        <Actions aria-label="Administration">
          <Link to="/admin/users">
            <Users size={18} aria-hidden="true" />
            Benutzer und Rollen
          </Link>
          <Link to="/admin/audit">
            <ScrollText size={18} aria-hidden="true" />
            Protokoll
          </Link>
          {hasAnyRole(user.roles, ['portal-admin']) && (
            <Link to="/status">
              <Activity size={18} aria-hidden="true" />
              Status der Bereiche
            </Link>
          )}
        </Actions>
      )}
      <Actions>
        <Button $variant="secondary" disabled={busy} onClick={() => void act(linkMicrosoftAccount, 'microsoft-linked')}>
          <Link2 size={18} aria-hidden="true" />
          Microsoft-Konto verknüpfen
        </Button>
        {!user.emailVerified && (
          <Button $variant="secondary" disabled={busy} onClick={() => void act(resendVerificationMail, 'verification-sent')}>
            <MailCheck size={18} aria-hidden="true" />
            Bestätigungslink erneut senden
          </Button>
        )}
        <Button $variant="secondary" disabled={busy} onClick={() => void act(() => sendPasswordReset(email), 'password-reset-sent')}>
          <KeyRound size={18} aria-hidden="true" />
          Passwort zurücksetzen
        </Button>
        <Link to="/logout">
          <LogOut size={18} aria-hidden="true" />
          Abmelden
        </Link>
      </Actions>
      <HistorySettings />
      {hasAnyRole(user.roles, ADMIN_ROLES) && <TenantSettings />}
    </Profile>
  );
}
