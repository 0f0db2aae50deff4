import { Mail } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useSession } from 'shared-auth';
import { Alert, Button, Card, Spinner, isMessageCode, messageFor, usePortalConfig, type MessageCode } from 'shared-ui';
import { useNewsletterStatusQuery, useSetNewsletterSubscriptionMutation } from './newsletterApi';

const Box = styled(Card)`
  display: grid;
  gap: 0.75rem;
  max-width: 40rem;
  margin-bottom: 2rem;
  header {
    display: flex;
    align-items: center;
    gap: 0.6rem;
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Row = styled.div`
  /* The height of its button (44 px), also while the spinner stands in for it: the status arriving
     moved the rest of the home page down (layout shift 0.027 on a phone). */
  min-height: 2.75rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;

const Status = styled.span<{ $active: boolean }>`
  padding: 0.2rem 0.7rem;
  border-radius: 999px;
  font-weight: 700;
  font-size: 0.9rem;
  color: ${({ theme, $active }) => ($active ? theme.colors.success : theme.colors.muted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.successSurface : theme.colors.background)};
`;

const errorCode = (error: unknown): MessageCode => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return isMessageCode(code) && code !== 'internal-error' && code !== 'unknown' ? code : 'newsletter-failed';
};

/** The home page's newsletter card: the state flips at once and flips back, with the reason, on failure. */
export function NewsletterCard() {
  const { newsletter } = usePortalConfig();
  const email = useSession().data?.email ?? '';
  const args = { email, listId: newsletter.listId };
  const status = useNewsletterStatusQuery(args, { skip: !email });
  const [setSubscription, change] = useSetNewsletterSubscriptionMutation();
  const [failure, setFailure] = useState<MessageCode | null>(null);

  const toggle = async (subscribe: boolean) => {
    setFailure(null);
    const result = await setSubscription({ ...args, subscribe });
    if ('error' in result) setFailure(errorCode(result.error));
  };

  const active = status.data === true;
  return (
    <Box as="section" aria-labelledby="newsletter-title">
      <header>
        <Mail size={22} aria-hidden="true" />
        <h2 id="newsletter-title">{newsletter.name}</h2>
      </header>
      <p>{newsletter.description}</p>
      {status.isLoading || status.isUninitialized ? (
        <Row>
          <Spinner label="Newsletter-Status wird geladen …" />
        </Row>
      ) : status.isError ? (
        <Alert tone="error">
          {messageFor(errorCode(status.error))}
          <Button $variant="secondary" onClick={() => void status.refetch()}>
            Erneut versuchen
          </Button>
        </Alert>
      ) : (
        <Row>
          <Status $active={active} data-testid="newsletter-status">
            {active ? 'Aktiv' : 'Inaktiv'}
          </Status>
          <Button $variant={active ? 'secondary' : 'primary'} disabled={change.isLoading} onClick={() => void toggle(!active)}>
            {active ? 'Abmelden' : 'Anmelden'}
          </Button>
        </Row>
      )}
      {failure && <Alert tone="error">{messageFor(failure)}</Alert>}
    </Box>
  );
}
