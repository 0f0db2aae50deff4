/**
 * What the portal's AI can do with the providers the gateway is configured with. The offline engine
 * cannot translate, transcribe or rewrite a style ("redigieren"); a tool or mode that no provider can
 * do is marked before anyone types (GET /v1/capabilities), instead of failing after the submit.
 */
import type { FeatureId } from './features.ts';
import type { RedactMode } from './toolOptions.ts';

export interface AiCapabilities {
  /** Tools no configured provider can run. */
  unavailableFeatures: FeatureId[];
  /** Modes of „Text redigieren“ no configured provider can run. */
  unavailableRedactModes: RedactMode[];
  /** Whom staff ask for a provider (the gateway's AI_CONTACT). */
  contact: string;
}

/** Badge on home cards and menu entries of a tool that has no provider. */
export const needsAiProviderLabel = 'Braucht KI-Anbieter';
