import { createContext, useContext } from 'react';
import type { AiCapabilities, FeatureId, RedactMode } from 'portal-contract';

/**
 * What the gateway's providers can do (GET /v1/capabilities, provided by shared-auth). Null while
 * unknown: a tool counts as available until the gateway says otherwise, so nothing flickers shut.
 */
const AiCapabilitiesContext = createContext<AiCapabilities | null>(null);
export const AiCapabilitiesProvider = AiCapabilitiesContext.Provider;

export const useAiCapabilities = () => useContext(AiCapabilitiesContext);

/** Whom to ask, when no provider can run the tool; null when it can (or it is not known yet). */
export function useMissingProvider(id: FeatureId): { contact: string } | null {
  const capabilities = useAiCapabilities();
  return capabilities?.unavailableFeatures.includes(id) ? { contact: capabilities.contact } : null;
}

export function useUnavailableRedactModes(): readonly RedactMode[] {
  return useAiCapabilities()?.unavailableRedactModes ?? [];
}

/** Set by ToolPage: false when the page's tool has no provider, so its form cannot be sent. */
export const ToolAvailableContext = createContext(true);

/** For lists of tools (home cards, menus): whether a tool has no provider that can run it. */
export function useLacksAiProvider(): (id: FeatureId) => boolean {
  const unavailable = useAiCapabilities()?.unavailableFeatures;
  return (id) => unavailable?.includes(id) ?? false;
}
