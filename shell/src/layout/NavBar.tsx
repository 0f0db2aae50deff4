import { ExternalLink, Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import {
  below,
  chatEntry,
  Dropdown,
  FeatureIcon,
  Link,
  NavLink,
  NeedsAiProviderBadge,
  NewTabHint,
  up,
  useLacksAiProvider,
  usePortalConfig,
} from 'shared-ui';
import styled from 'styled-components';
import { useSession } from 'shared-auth';
import { MobileMenu } from './MobileMenu';
import { navEntries } from './navEntries';
import { useCanSeeFeature } from './useCanSeeFeature';
import { useAfterFirstPage } from './firstPage';

// The avatar generator (@dicebear, ~4 KB gzip) is only needed signed in, and only once the first
// page is shown (layout/firstPage.ts): not part of the first load of /login or of /.
const UserAvatar = lazy(() => import(/* webpackChunkName: "avatar" */ '../account/Avatar').then(({ Avatar }) => ({ default: Avatar })));

/** The avatar's place while its chunk loads, so the bar does not shift. */
const AvatarSpace = styled.span<{ $size: number }>`
  display: block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.border};
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 1rem;
  height: 4rem;
  padding: 0 1.25rem;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  /* Only the bar's own links: a rule for every link inside reached the open dropdown's links too and,
     depending on the order the styles were injected in, made them white on white. */
  > a,
  > nav > a {
    color: inherit;
    text-decoration: none;
  }
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.2rem;
  letter-spacing: 0.01em;
  margin-right: 1rem;
`;

const DesktopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  flex: 1;
  ${below('large')} {
    display: none;
  }
  > a {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.small};
    font-weight: 600;
  }
  > a:hover,
  > a.active {
    background: rgba(255, 255, 255, 0.14);
  }
`;

const AccountLink = styled(NavLink)`
  display: inline-flex;
  margin-left: auto;
  padding: 0.25rem;
  border-radius: 50%;
  &.active {
    box-shadow: 0 0 0 2px #fff;
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  padding: 0.4rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${up('large')} {
    display: none;
  }
`;

/**
 * The bar while the session is still being checked (and in the prerendered page): the same height
 * and brand position as the real bar, so nothing moves when the entries arrive.
 */
export function NavBarPlaceholder() {
  const { productName } = usePortalConfig();
  return (
    <Bar>
      <MenuButton as="span" aria-hidden="true" style={{ visibility: 'hidden' }}>
        <Menu size={26} />
      </MenuButton>
      <Brand to="/">{productName}</Brand>
    </Bar>
  );
}

/** The navigation bar; on small screens the same entries live in the slide-in menu. */
export function NavBar() {
  const { productName, chatUrl } = usePortalConfig();
  const { links, groups } = navEntries(useCanSeeFeature());
  const lacksProvider = useLacksAiProvider();
  const [menuOpen, setMenuOpen] = useState(false);
  const email = useSession().data?.email ?? '';
  const avatarLoads = useAfterFirstPage();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Closing the menu returns focus to the button that opened it (not on a navigation, which moves on).
  const closeMenu = useCallback((returnFocus = false) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  return (
    <Bar>
      <MenuButton ref={menuButton} aria-label="Menü öffnen" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
        <Menu size={26} aria-hidden="true" />
      </MenuButton>
      <Brand to="/">{productName}</Brand>
      <DesktopNav aria-label="Hauptnavigation">
        <a href={chatUrl} target="_blank" rel="noopener noreferrer">
          {chatEntry.name}
          <ExternalLink size={14} aria-hidden="true" />
          <NewTabHint />
        </a>
        {links.map((feature) => (
          <NavLink key={feature.id} to={feature.href}>
            {feature.name}
          </NavLink>
        ))}
        {groups.map(({ group, features }) => (
          <Dropdown
            key={group.id}
            label={group.name}
            entries={features.map((feature) => ({
              href: feature.href,
              label: feature.name,
              icon: <FeatureIcon id={feature.id} size={18} />,
              badge: lacksProvider(feature.id) ? <NeedsAiProviderBadge /> : undefined,
            }))}
          />
        ))}
      </DesktopNav>
      <AccountLink to="/user" aria-label="Mein Konto">
        <Suspense fallback={<AvatarSpace $size={34} />}>
          {avatarLoads ? <UserAvatar email={email} size={34} /> : <AvatarSpace $size={34} />}
        </Suspense>
      </AccountLink>
      <MobileMenu open={menuOpen} onClose={closeMenu} chatUrl={chatUrl} links={links} groups={groups} />
    </Bar>
  );
}
