import { ExternalLink, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  chatEntry,
  FeatureIcon,
  NavLink,
  NeedsAiProviderBadge,
  NewTabHint,
  useLacksAiProvider,
  useLocation,
  type Feature,
} from 'shared-ui';
import styled from 'styled-components';
import { keepFocusIn } from './keepFocusIn';
import type { NavGroup } from './navEntries';

const Backdrop = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 30;
  background: rgba(20, 33, 61, 0.45);
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity 0.2s;
`;

const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 31;
  width: min(20rem, 88vw);
  overflow-y: auto;
  padding: 1rem 1.25rem 2rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transform: translateX(${({ $open }) => ($open ? '0' : '-105%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  /* Visible at once when opening (focus can only move into a visible panel), hidden only after the
     slide-out when closing. */
  transition:
    transform 0.2s ease-out,
    visibility 0s linear ${({ $open }) => ($open ? '0s' : '0.2s')};
  h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.muted};
    margin: 1.25rem 0 0.4rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.6rem 0.5rem;
    border-radius: ${({ theme }) => theme.radius.small};
    color: inherit;
    text-decoration: none;
  }
  /* An entry with the „Braucht KI-Anbieter“ badge is wider than the drawer: the icon shrank to nothing
     and the badge ran to the edge. The icon keeps its size; name and badge wrap (EntryText). */
  a > svg {
    flex: none;
  }
  a.active,
  a:hover {
    background: ${({ theme }) => theme.colors.infoSurface};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** An entry's name and badge: the badge goes under the name when both do not fit beside the icon. */
const EntryText = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  min-width: 0;
  > span {
    margin-left: 0;
  }
`;

const Close = styled.button`
  display: inline-flex;
  margin-left: auto;
  padding: 0.4rem;
  border: none;
  background: none;
  color: inherit;
  cursor: pointer;
`;

interface Props {
  open: boolean;
  /** `returnFocus`: the user dismissed the menu (Escape, close button, backdrop). */
  onClose: (returnFocus?: boolean) => void;
  chatUrl: string;
  links: Feature[];
  groups: NavGroup[];
}

/** Slide-in menu for small screens with the same entries as the navigation bar. */
export function MobileMenu({ open, onClose, chatUrl, links, groups }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // Any navigation closes the menu. Focus moves on to the new page's main area rather than staying on
  // an entry of the hidden menu (where the next Tab would start from nowhere).
  const wasOpen = useRef(open);
  useEffect(() => {
    onClose();
    if (wasOpen.current) document.getElementById('main')?.focus();
  }, [pathname, onClose]);
  useEffect(() => {
    wasOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('button, a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
      if (event.key === 'Tab' && panel) keepFocusIn(panel, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  // The entries (a link and an icon for every tool) are rendered at the first opening, not with every
  // page: on a phone they were a good part of the first page's rendering, for a menu most visits never open.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  const lacksProvider = useLacksAiProvider();
  const item = (feature: Feature) => (
    <li key={feature.id}>
      <NavLink to={feature.href}>
        <FeatureIcon id={feature.id} size={18} />
        <EntryText>
          {feature.name}
          {lacksProvider(feature.id) && <NeedsAiProviderBadge />}
        </EntryText>
      </NavLink>
    </li>
  );

  return (
    <>
      <Backdrop $open={open} onClick={() => onClose(true)} aria-hidden="true" />
      <Panel ref={panelRef} $open={open} role="dialog" aria-modal="true" aria-label="Menü" aria-hidden={!open}>
        <Close aria-label="Menü schließen" onClick={() => onClose(true)}>
          <X size={24} aria-hidden="true" />
        </Close>
        {opened && (
          <nav aria-label="Mobile Navigation">
            <ul>
              <li>
                <a href={chatUrl} target="_blank" rel="noopener noreferrer">
                  <FeatureIcon id={chatEntry.id} size={18} />
                  {chatEntry.name}
                  <ExternalLink size={14} aria-hidden="true" />
                  <NewTabHint />
                </a>
              </li>
              {links.map(item)}
            </ul>
            {groups.map(({ group, features }) => (
              <section key={group.id}>
                <h2>{group.name}</h2>
                <ul>{features.map(item)}</ul>
              </section>
            ))}
          </nav>
        )}
      </Panel>
    </>
  );
}
