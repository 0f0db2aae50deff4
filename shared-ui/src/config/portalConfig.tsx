import { transcriptionMaxBytes } from 'portal-contract';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Runtime configuration: the same build runs everywhere; the shell reads `portal.config.json` next to
 * its index.html (written by `npm start` or the deployment). Nothing secret is ever in here.
 */
export interface PortalConfig {
  productName: string;
  /** Slug of the product, used for the realtime channel. */
  productSlug: string;
  gatewayUrl: string;
  chatUrl: string;
  publisher: { name: string; logos: { name: string; href: string; src: string }[] };
  /** Federation name → URL of the remote's mf-manifest.json. */
  remotes: Record<string, string>;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId?: string;
    emulatorHost?: string;
  };
  microsoftTenantId: string;
  pusher: { key: string; cluster: string; host?: string; port?: number; forceTLS?: boolean };
  tagManagerId?: string;
  maxTextLength: number;
  /** Largest audio upload for Transkribieren (the gateway's AUDIO_MAX_BYTES, same .env). */
  maxAudioBytes: number;
  /** The one internal newsletter of the home page's card. */
  newsletter: { listId: number; name: string; description: string };
}

export const defaultPortalConfig: PortalConfig = {
  productName: 'KI-Portal',
  productSlug: 'ki-portal',
  gatewayUrl: 'http://localhost:8080',
  chatUrl: 'https://chat.example.org',
  publisher: { name: 'SV-Gruppe', logos: [] },
  remotes: {},
  firebase: { apiKey: 'demo-api-key', authDomain: 'localhost', projectId: 'demo-ki-portal' },
  microsoftTenantId: '',
  pusher: { key: 'ki-portal-key', cluster: 'eu' },
  maxTextLength: 20000,
  maxAudioBytes: transcriptionMaxBytes,
  newsletter: {
    listId: 896,
    name: 'KI-Newsletter',
    description: 'Neuigkeiten rund um KI in der Redaktion: neue Werkzeuge, Tipps und Beispiele – einmal im Monat.',
  },
};

const PortalConfigContext = createContext<PortalConfig>(defaultPortalConfig);

export function PortalConfigProvider({ config, children }: { config: PortalConfig; children: ReactNode }) {
  return <PortalConfigContext.Provider value={config}>{children}</PortalConfigContext.Provider>;
}

export function usePortalConfig(): PortalConfig {
  return useContext(PortalConfigContext);
}

/** Reads the runtime config; missing fields fall back to the defaults so an older file still works. */
export async function loadPortalConfig(url = '/portal.config.json'): Promise<PortalConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`portal.config.json: HTTP ${response.status}`);
  const loaded = (await response.json()) as Partial<PortalConfig>;
  return { ...defaultPortalConfig, ...loaded };
}
