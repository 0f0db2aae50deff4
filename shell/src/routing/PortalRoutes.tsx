import type { ComponentType, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { GuestOnly, RequireAuth, RequireGroupTenant } from 'shared-auth';
import { featureRoute, features, shellRoutes, type PortalRoute } from 'shared-ui';
import { Layout } from '../layout/Layout';
import { Account } from '../pages/Account';
import { Feedback } from '../pages/Feedback';
import { Home } from '../pages/Home';
import { Login } from '../pages/Login';
import { Logout } from '../pages/Logout';
import { NotFound } from '../pages/NotFound';
import { SignUp } from '../pages/SignUp';
import { RemoteRoute } from '../remotes/RemoteRoute';

/** The shell's own pages by path; every shell route of the catalogue has one (checked by a test). */
export const shellPages: Record<string, ComponentType> = {
  '/': Home,
  '/login': Login,
  '/sign-up': SignUp,
  '/logout': Logout,
  '/user': Account,
  '/feedback': Feedback,
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
          const element = Page ? <Page /> : <NotFound />;
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
