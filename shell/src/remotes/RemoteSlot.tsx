import type { ComponentType } from 'react';
import { Alert, Button, messageFor, PageSkeleton, usePageTitle, type Feature } from 'shared-ui';
import { chunk, useLoadedChunk } from '../routing/useLoadedChunk';

const remoteRoute = chunk<ComponentType<{ feature: Feature }>>(() =>
  import(/* webpackChunkName: "remote-route" */ './RemoteRoute').then(({ RemoteRoute }) => RemoteRoute),
);

/**
 * A feature page's place in the route table. The code that loads, reports and guards remote pages
 * comes with the first of them, not with the home page's first load; like the page itself
 * (RemoteRoute.tsx) it loads in an effect, not with React.lazy.
 */
export function RemoteSlot({ feature }: { feature: Feature }) {
  usePageTitle(feature.name);
  const { value: RemoteRoute, failed, retry } = useLoadedChunk(remoteRoute);
  if (RemoteRoute) return <RemoteRoute feature={feature} />;
  if (!failed) return <PageSkeleton />;
  return (
    <Alert tone="error">
      <span data-testid="remote-error">{messageFor('remote-unavailable')}</span>
      <Button $variant="secondary" onClick={retry}>
        Erneut versuchen
      </Button>
    </Alert>
  );
}
