import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { AnnouncementBanner, layoutRulesFor, Outlet, up, useLocation } from 'shared-ui';
import styled, { css } from 'styled-components';
import { useAnnouncements, useSession, useSessionSettled } from 'shared-auth';
import { Footer } from './Footer';
import { NavBar, NavBarPlaceholder } from './NavBar';
import { PreviewBanner } from './PreviewBanner';
import { requestedPreview } from '../remotes/preview';
import { isGuestPage } from './isGuestPage';

// The quota banner is a chunk of its own: the login page does not need it.
const QuotaBanner = lazy(() => import('./QuotaBanner'));

const Page = styled.div<{ $gradient: boolean; $fixedHeight: boolean }>`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  /* While the page is still its placeholder the footer keeps its place but is not shown: the page
     arriving pushed a visible footer down the screen, a layout shift of 0.16 on a phone. */
  &:has(> main [data-page-placeholder]) > footer {
    visibility: hidden;
  }
  /* Fixed-height routes: the page is exactly the screen and the main area scrolls inside it, whatever
     the nav and footer measure (a fixed calc left a few pixels of page scroll). */
  ${up('large')} {
    ${({ $fixedHeight }) =>
      $fixedHeight &&
      css`
        height: 100vh;
      `}
  }
  ${({ $gradient }) =>
    $gradient &&
    css`
      /* Decorative only, and only on the routes docs/product.md names. */
      background:
        radial-gradient(ellipse 60% 50% at 0% 0%, rgba(11, 79, 156, 0.16), transparent 70%),
        radial-gradient(ellipse 50% 45% at 100% 100%, rgba(228, 87, 46, 0.12), transparent 70%), ${({ theme }) => theme.colors.background};
    `}
`;

const Main = styled.main<{ $fixedHeight: boolean }>`
  /* Contains absolutely positioned helpers (visually hidden status texts), or they would stretch
     the page below a scrolling main area. */
  position: relative;
  flex: 1;
  /* Focused by script only (after a navigation from the mobile menu); not a control, so no ring. */
  &:focus {
    outline: none;
  }
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: 2rem 1.25rem 3rem;
  ${up('large')} {
    padding: 2.5rem 2rem 3rem;
    ${({ $fixedHeight }) =>
      $fixedHeight &&
      css`
        min-height: 0;
        overflow-y: auto;
      `}
  }
`;

/** Hidden until it has keyboard focus: the first Tab on every page offers to skip the nav bar. */
const SkipLink = styled.a`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 40;
  padding: 0.6rem 1rem;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

const focusMain = (event: MouseEvent) => {
  // Focus instead of a jump to #main: the address stays as it is and the next Tab starts in the page.
  event.preventDefault();
  document.getElementById('main')?.focus();
};

/** The portal frame: nav, announcements, main area with the per-route layout rules, footer. */
export function Layout() {
  const { pathname } = useLocation();
  const rules = layoutRulesFor(pathname);
  const { loggedIn: signedIn } = useSession();
  // Until Firebase's first answer is shown (useSessionSettled), the frame stays as prerendered.
  const settled = useSessionSettled();
  const loggedIn = signedIn && settled;
  const { announcements, dismiss } = useAnnouncements();
  // Read once: the address's ?vorschau= is taken into the tab's storage and removed.
  const [preview] = useState(requestedPreview);
  // Until Firebase has answered, every page but login and sign-up shows the bar's shape.
  const checking = !settled && !isGuestPage(pathname);

  return (
    <Page $gradient={rules.gradient} $fixedHeight={rules.fixedHeight} data-gradient={rules.gradient}>
      {loggedIn && (
        <SkipLink href="#main" onClick={focusMain}>
          Zum Inhalt springen
        </SkipLink>
      )}
      {loggedIn && <NavBar />}
      {checking && <NavBarPlaceholder />}
      {loggedIn && (
        <Suspense fallback={null}>
          <QuotaBanner />
        </Suspense>
      )}
      {loggedIn && preview && <PreviewBanner request={preview} />}
      <AnnouncementBanner announcements={announcements} onDismiss={dismiss} />
      <Main id="main" tabIndex={-1} $fixedHeight={rules.fixedHeight} data-fixed-height={rules.fixedHeight}>
        <Outlet />
      </Main>
      <Footer />
    </Page>
  );
}
