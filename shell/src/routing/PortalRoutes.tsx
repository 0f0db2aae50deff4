import { Suspense, type ReactNode } from 'react';
import { chatEntry, featureRoute, features, PageSkeleton, Route, Routes, shellRoutes, type PortalRoute } from 'shared-ui';
import { GuestOnly, RequireAuth, RequireGroupTenant, useSession } from 'shared-auth';
import { RequireRole } from '../auth/RequireRole';
import { Layout } from '../layout/Layout';
import { ChatRedirect } from '../pages/ChatRedirect';
import { NotFound } from '../pages/NotFound';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { VerifyEmailSlot } from '../auth/VerifyEmailSlot';
import { lazyPage, type LazyPage } from './lazyPage';

/**
 * The shell's own pages by path; every shell route of the catalogue has one (checked by a test).
 * Each is a chunk of its own, so the first load carries only the page it shows (the login form's
 * react-hook-form is not part of the home page's first load, and the reverse).
 */
export const shellPages: Record<string, LazyPage> = {
  '/': lazyPage(() => import('../pages/Home').then(({ Home }) => Home)),
  '/login': lazyPage(() => import('../pages/Login').then(({ Login }) => Login)),
  '/sign-up': lazyPage(() => import('../pages/SignUp').then(({ SignUp }) => SignUp)),
  '/logout': lazyPage(() => import('../pages/Logout').then(({ Logout }) => Logout)),
  '/user': lazyPage(() => import('../pages/Account').then(({ Account }) => Account)),
  '/feedback': lazyPage(() => import('../pages/Feedback').then(({ Feedback }) => Feedback)),
  '/history': lazyPage(() => import('../history/HistoryPage').then(({ HistoryPage }) => HistoryPage)),
  '/admin/users': lazyPage(() => import('../admin/AdminUsers').then(({ AdminUsers }) => AdminUsers)),
  '/admin/audit': lazyPage(() => import('../admin/AdminAudit').then(({ AdminAudit }) => AdminAudit)),
  '/status': lazyPage(() => import('../admin/ReleaseStatus').then(({ ReleaseStatus }) => ReleaseStatus)),
};

/**
 * Login and sign-up while the e-mail address waits for confirmation: the confirmation page instead.
 * RequireAuth sends every other page here with the page that was asked for, so confirming continues there.
 */
function AwaitVerification({ children }: { children: ReactNode }) {
  const { verification } = useSession();
  return verification ? <VerifyEmailSlot email={verification.email} /> : children;
}

/** The route's access rule from the catalogue, as guards. The gateway enforces the same rules. */
function guarded(route: PortalRoute, element: ReactNode): ReactNode {
  if (route.guestOnly) {
    return (
      <GuestOnly>
        <AwaitVerification>{element}</AwaitVerification>
      </GuestOnly>
    );
  }
  if (route.access === 'open') return element;
  const forRole = route.roles ? (
    <RequireRole roles={route.roles} title={route.title}>
      {element}
    </RequireRole>
  ) : (
    element
  );
  return <RequireAuth>{route.access === 'group' ? <RequireGroupTenant>{forRole}</RequireGroupTenant> : forRole}</RequireAuth>;
}

/** The route table, generated from the catalogue: shell pages plus one remote route per feature. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {shellRoutes.map((route) => {
          const Page = shellPages[route.path]?.Page;
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
            element={guarded(featureRoute(feature), <RemoteSlot key={feature.id} feature={feature} />)}
          />
        ))}
        <Route
          path={chatEntry.href}
          element={
            <RequireAuth>
              <ChatRedirect />
            </RequireAuth>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
