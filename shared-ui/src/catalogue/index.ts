export * from './routes';
export * from './features';
export * from './toolOptions';
export * from './toolContract';
export * from './toolText';
export * from './roles';
export * from './limits';
import { featureRoute, features } from './features';
import { shellRoutes, type PortalRoute } from './routes';

/** Every route of the portal: the shell's own pages and one per feature page. */
export const portalRoutes: readonly PortalRoute[] = [...shellRoutes, ...features.map(featureRoute)];
