/**
 * Google Tag Manager, only when the runtime config names a container (TAG_MANAGER_ID): the same
 * data layer and script as Google's snippet, added from the bundle instead of an inline script (the
 * CSP allows none). The shell site's CSP opens googletagmanager.com only in that case too.
 */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function loadTagManager(containerId: string | undefined, doc: Document = document): boolean {
  if (!containerId || !CONTAINER_ID.test(containerId)) return false;
  if (doc.querySelector(`script[src^="${TAG_MANAGER_SCRIPT}"]`)) return true;
  const view = (doc.defaultView ?? window) as DataLayerWindow;
  view.dataLayer = view.dataLayer ?? [];
  view.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(containerId)}`;
  doc.head.appendChild(script);
  return true;
}
