import type { ComponentType } from 'react';
import { Alert, Button, messageFor, PageSkeleton } from 'shared-ui';
import { chunk, useLoadedChunk } from '../routing/useLoadedChunk';

const verifyEmail = chunk<ComponentType<{ email: string | null }>>(() =>
  import(/* webpackChunkName: "verify-email" */ './VerifyEmail').then(({ VerifyEmail }) => VerifyEmail),
);

/** The confirmation page, in a chunk of its own: only a new, unconfirmed account needs it. */
export function VerifyEmailSlot({ email }: { email: string | null }) {
  const { value: VerifyEmail, failed, retry } = useLoadedChunk(verifyEmail);
  if (VerifyEmail) return <VerifyEmail email={email} />;
  if (!failed) return <PageSkeleton />;
  return (
    <Alert tone="error">
      <span>{messageFor('offline')}</span>
      <Button $variant="secondary" onClick={retry}>
        Erneut versuchen
      </Button>
    </Alert>
  );
}
