/** Renders the shell's route table inside the portal's providers, as `App` does with a real router. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPortalConfig, featureById, portalRoutes, useLocation, type AiCapabilities, type PortalConfig } from 'shared-ui';
import { renderInPortal, testUser } from 'shared-auth/testing';
import { createPortalStore, signedIn, signedOut, type SessionUser } from 'shared-auth';
import { PortalRoutes } from '../src/routing/PortalRoutes';

export const testConfig: PortalConfig = {
  ...defaultPortalConfig,
  chatUrl: 'https://chat.sv-gruppe.test/',
  publisher: {
    name: 'SV-Gruppe',
    logos: [
      { name: 'SV-Gruppe', href: 'https://www.sv-gruppe.test/', src: '/logos/sv-gruppe.svg' },
      { name: 'Partnerverlag', href: 'https://www.partner.test/', src: '/logos/partner.svg' },
    ],
  },
  remotes: {
    mfe_text: 'http://remotes.test/text/mf-manifest.json',
    mfe_seo: 'http://remotes.test/seo/mf-manifest.json',
    mfe_misc: 'http://remotes.test/misc/mf-manifest.json',
    mfe_dashboards: 'http://remotes.test/dashboards/mf-manifest.json',
  },
};

/** A session user; unless given, `groupTenant` follows the tenant as the gateway's GROUP_TENANT=SV-Gruppe would. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const tenant = 'tenant' in overrides ? overrides.tenant : testUser.tenant;
  return { ...testUser, groupTenant: tenant === 'SV-Gruppe', ...overrides };
}

export const groupUser = sessionUser();
export const partnerUser = sessionUser({ uid: 'uid-max', email: 'max@partner.test', displayName: 'Max Partner', tenant: 'Partnerverlag' });

function CurrentPath() {
  return <div data-testid="current-path">{useLocation().pathname}</div>;
}

/** The user-event instance `renderPortal` returns. */
export type PortalUser = ReturnType<typeof userEvent.setup>;

export const currentPath = () => screen.getByTestId('current-path').textContent;

/**
 * Renders `<PortalRoutes />` at `path`, signed in as `user`, or signed out without one. The session is
 * always settled, as after the first answer of the auth listener.
 */
export async function renderPortal(
  path = '/',
  { user, capabilities = null }: { user?: SessionUser; capabilities?: AiCapabilities | null } = {},
) {
  const store = createPortalStore();
  store.dispatch(user ? signedIn(user) : signedOut());
  const userEvents = userEvent.setup();
  let result: ReturnType<typeof renderInPortal> | undefined;
  // The shell's pages are lazy chunks: they resolve inside act, as they would before anyone clicks.
  await act(async () => {
    result = renderInPortal(
      <>
        <PortalRoutes />
        <CurrentPath />
      </>,
      { path, store, config: testConfig, capabilities },
    );
  });
  return { ...result!, user: userEvents };
}

/** The page's h1 once it is there (remote pages appear after their module has loaded). */
export const pageHeading = () => screen.findByRole('heading', { level: 1 });

export const mainNav = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });

/** Who may open `path` (docs/product.md): nobody signed in on /login and /sign-up, else a group user (with the route's roles). */
export function userFor(path: string): SessionUser | undefined {
  const route = portalRoutes.find((candidate) => candidate.path === path.replace(/(.)\/+$/, '$1'));
  if (route?.guestOnly) return undefined;
  return route?.roles ? sessionUser({ roles: [...route.roles] }) : groupUser;
}

/** Names of the group-only features, from the catalogue. */
export const groupOnlyNames = [featureById('keyword-extraction').name, featureById('text-speech').name];
