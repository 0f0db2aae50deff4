import type { PortalConfig } from 'shared-ui';
import { setGatewayUrl } from '../gateway/gatewayFetch';
import type { PortalDispatch } from '../store';
import { setMicrosoftTenant } from './actions';
import { configureFirebase } from './firebase';
import { startSessionSync } from './sessionSync';

let stopSync: (() => void) | null = null;

/**
 * Called once by the shell (and a remote's harness): loads Firebase and follows the session. The
 * shell calls it after the first paint, on the login and sign-up pages only once someone uses them.
 */
export function initAuth(config: PortalConfig, dispatch: PortalDispatch): void {
  configureFirebase(config);
  setGatewayUrl(config.gatewayUrl);
  setMicrosoftTenant(config.microsoftTenantId);
  stopSync ??= startSessionSync(dispatch);
}
