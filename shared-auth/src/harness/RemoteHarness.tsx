import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { defaultPortalConfig, featuresOfRemote, NavLink, PageSkeleton, Route, Routes, type PortalConfig, type RemoteName } from 'shared-ui';
import styled from 'styled-components';
import { initAuth } from '../auth/initAuth';
import { useSession } from '../hooks';
import { createPortalStore } from '../store';
import { HarnessLogin } from './HarnessLogin';
import { PortalProviders } from '../PortalProviders';

/** The local stack: gateway on :8080, Auth emulator on :9099 (see the root README). */
const localStackConfig: PortalConfig = {
  ...defaultPortalConfig,
  firebase: { ...defaultPortalConfig.firebase, emulatorHost: '127.0.0.1:9099' },
};

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  padding: 0.75rem 1.5rem;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  a {
    color: #fff;
  }
  a.active {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const Main = styled.main`
  max-width: 72rem;
  margin: 0 auto;
  padding: 2rem 1.5rem;
`;

export interface RemoteHarnessProps {
  remote: RemoteName;
  /** Exposed module (`./Summarize`) → the page component, as in the remote's federation config. */
  pages: Record<string, ComponentType>;
  config?: PortalConfig;
}

/**
 * What a feature team sees with `npm run dev -w <remote>`: its own pages with the portal's theme,
 * store and routing, without the shell. Routes come from the catalogue, like in the shell.
 */
export function RemoteHarness({ remote, pages, config = localStackConfig }: RemoteHarnessProps) {
  const [store] = useState(() => {
    const created = createPortalStore();
    initAuth(config, created.dispatch);
    return created;
  });
  const features = featuresOfRemote(remote);
  return (
    <PortalProviders config={config} store={store}>
      <Bar aria-label={`Seiten von ${remote}`}>
        <strong>{remote} · Entwicklungsansicht</strong>
        {features.map((feature) => (
          <NavLink key={feature.id} to={feature.href}>
            {feature.name}
          </NavLink>
        ))}
      </Bar>
      <Main>
        <SignedIn>
          <Suspense fallback={<PageSkeleton />}>
            <Routes>
              {features.map((feature) => {
                const Page = pages[feature.page.module];
                return Page ? <Route key={feature.id} path={feature.href} element={<Page />} /> : null;
              })}
              <Route path="*" element={<p>Wähle oben eine Seite dieses Remotes.</p>} />
            </Routes>
          </Suspense>
        </SignedIn>
      </Main>
    </PortalProviders>
  );
}

function SignedIn({ children }: { children: ReactNode }) {
  const { status, loggedIn } = useSession();
  if (status === 'unknown') return <PageSkeleton label="Anmeldung wird geprüft …" />;
  return loggedIn ? children : <HarnessLogin />;
}
