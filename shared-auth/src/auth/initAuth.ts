import type { PortalConfig } from 'shared-ui';
import { setGatewayUrl } from '../gateway/gatewayFetch';
import type { PortalDispatch } from '../store';
import { setMicrosoftTenant } from './actions';
import { initFirebase } from './firebase';
import { startSessionSync } from './sessionSync';

let stopSync: (() => void) | null = null;

/** Called once by the shell (and a remote's harness) at start-up. */
export function initAuth(config: PortalConfig, dispatch: PortalDispatch): void {
  initFirebase(config);
  setGatewayUrl(config.gatewayUrl);
  setMicrosoftTenant(config.microsoftTenantId);
  stopSync ??= startSessionSync(dispatch);
}
