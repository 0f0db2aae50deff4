export * from './routes.ts';
export * from './features.ts';
export * from './toolOptions.ts';
export * from './pages.ts';
export * from './toolText.ts';
export * from './roles.ts';
export * from './limits.ts';
export * from './reservedSlugs.ts';
export * from './aiCapabilities.ts';
import { featureRoute, features } from './features.ts';
import { shellRoutes, type PortalRoute } from './routes.ts';

/** Every route of the portal: the shell's own pages and one per feature page. */
export const portalRoutes: readonly PortalRoute[] = [...shellRoutes, ...features.map(featureRoute)];
// The house style's kinds, categories and labels only through `portal-contract/house-style`: only its
// page and the gateway need them, and everything here ships in shared-ui's first load.
export * from './history.ts';
