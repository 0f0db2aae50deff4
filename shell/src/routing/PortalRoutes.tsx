import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { featureRoute, features, PageSkeleton, Route, Routes, shellRoutes, type PortalRoute } from 'shared-ui';
import { GuestOnly, RequireAuth, RequireGroupTenant } from 'shared-auth';
import { Layout } from '../layout/Layout';
import { NotFound } from '../pages/NotFound';
import { RemoteRoute } from '../remotes/RemoteRoute';

/**
 * The shell's own pages by path; every shell route of the catalogue has one (checked by a test).
 * Each is a chunk of its own, so the first load carries only the page it shows (the login form's
 * react-hook-form is not part of the home page's first load, and the reverse).
 */
export const shellPages: Record<string, ComponentType> = {
  '/': lazy(() => import('../pages/Home').then(({ Home }) => ({ default: Home }))),
  '/login': lazy(() => import('../pages/Login').then(({ Login }) => ({ default: Login }))),
  '/sign-up': lazy(() => import('../pages/SignUp').then(({ SignUp }) => ({ default: SignUp }))),
  '/logout': lazy(() => import('../pages/Logout').then(({ Logout }) => ({ default: Logout }))),
  '/user': lazy(() => import('../pages/Account').then(({ Account }) => ({ default: Account }))),
  '/feedback': lazy(() => import('../pages/Feedback').then(({ Feedback }) => ({ default: Feedback }))),
};

/** The route's access rule from the catalogue, as guards. The gateway enforces the same rules. */
function guarded(route: PortalRoute, element: ReactNode): ReactNode {
  if (route.guestOnly) return <GuestOnly>{element}</GuestOnly>;
  if (route.access === 'open') return element;
  return <RequireAuth>{route.access === 'group' ? <RequireGroupTenant>{element}</RequireGroupTenant> : element}</RequireAuth>;
}

/** The route table, generated from the catalogue: shell pages plus one remote route per feature. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {shellRoutes.map((route) => {
          const Page = shellPages[route.path];
          const element = Page ? (
            <Suspense fallback={<PageSkeleton />}>
              <Page />
            </Suspense>
          ) : (
            <NotFound />
          );
          return <Route key={route.path} path={route.path} element={guarded(route, element)} />;
        })}
        {features.map((feature) => (
          <Route
            key={feature.id}
            path={feature.href}
            element={guarded(featureRoute(feature), <RemoteRoute key={feature.id} feature={feature} />)}
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
