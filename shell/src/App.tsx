import { useEffect, type ComponentType, type ReactNode } from 'react';
import type { PortalConfig } from 'shared-ui';
import { PortalProviders, type PortalStore } from 'shared-auth';
import { PortalRoutes } from './routing/PortalRoutes';

/** Runs once the first render is on the screen (its effect comes before the pages' effects). */
function OnFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

export function App({
  config,
  store,
  Router,
  onFirstCommit,
}: {
  config: PortalConfig;
  store: PortalStore;
  Router?: ComponentType<{ children: ReactNode }>;
  /** Starts what the first paint does not need: Firebase, realtime, the tag manager. */
  onFirstCommit: () => void;
}) {
  return (
    <PortalProviders config={config} store={store} Router={Router}>
      <OnFirstCommit run={onFirstCommit} />
      <PortalRoutes />
    </PortalProviders>
  );
}
