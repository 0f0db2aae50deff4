import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { features, shellRoutes } from 'shared-ui';
import { Layout } from '../layout/Layout';
import { Home } from '../pages/Home';
import { Logout } from '../pages/Logout';
import { NotConnectedYet } from '../pages/NotConnectedYet';
import { NotFound } from '../pages/NotFound';
import { ShellPage } from '../pages/ShellPage';
import { RemoteRoute } from '../remotes/RemoteRoute';

/**
 * The shell's own pages by path. A shell route without a page yet (sign-in, account, feedback) shows
 * its title and says that it is being wired up.
 */
export const shellPages: Record<string, ComponentType> = {
  '/': Home,
  '/logout': Logout,
};

/** The route table, generated from the catalogue: shell pages plus one remote route per feature. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {shellRoutes.map((route) => {
          const Page = shellPages[route.path];
          const element = Page ? (
            <Page />
          ) : (
            <ShellPage title={route.title}>
              <NotConnectedYet />
            </ShellPage>
          );
          return <Route key={route.path} path={route.path} element={element} />;
        })}
        {features.map((feature) => (
          <Route key={feature.id} path={feature.href} element={<RemoteRoute key={feature.id} feature={feature} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
