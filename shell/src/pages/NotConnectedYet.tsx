import { Alert, messageFor } from 'shared-ui';

/** Said plainly on shell pages whose behaviour is not wired up yet, instead of a form that pretends. */
export function NotConnectedYet() {
  return <Alert tone="info">{messageFor('not-connected-yet')}</Alert>;
}
