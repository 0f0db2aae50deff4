import type { ReactNode } from 'react';
import { AiCapabilitiesProvider, type AiCapabilities } from 'shared-ui';
import { useSession } from '../hooks';
import { portalApi } from './portalApi';

/** GET /v1/capabilities: asked once per session; the providers change only with a gateway restart. */
const capabilitiesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    aiCapabilities: build.query<AiCapabilities, void>({ query: () => ({ path: '/v1/capabilities' }), keepUnusedDataFor: 3600 }),
  }),
});

/**
 * Tells shared-ui's pages and the shell's menus what the gateway's AI providers can do, once someone
 * is signed in. Until the answer is there (or when it fails), every tool counts as available.
 */
export function AiCapabilitiesFromGateway({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const { data } = capabilitiesApi.useAiCapabilitiesQuery(undefined, { skip: !loggedIn });
  return <AiCapabilitiesProvider value={data ?? null}>{children}</AiCapabilitiesProvider>;
}
