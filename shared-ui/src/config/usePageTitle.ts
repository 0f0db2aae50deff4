import { useEffect } from 'react';
import { pageTitle } from 'portal-contract';
import { usePortalConfig } from './portalConfig';

/** Sets `document.title` to `<product> | <title>` (the product name alone for an empty title). */
export function usePageTitle(routeTitle: string): void {
  const { productName } = usePortalConfig();
  useEffect(() => {
    document.title = pageTitle(productName, routeTitle);
  }, [productName, routeTitle]);
}
