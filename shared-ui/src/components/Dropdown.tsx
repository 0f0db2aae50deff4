import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink } from '../routing';
import styled from 'styled-components';

export interface DropdownEntry {
  href: string;
  label: string;
  icon?: ReactNode;
  /** After the label, e.g. the badge of a tool without an AI provider. */
  badge?: ReactNode;
}

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.5rem 0.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.14);
  }
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 0.4rem);
  left: 0;
  z-index: 20;
  /* As wide as its longest entry: positioned in the narrow trigger, the list otherwise took 15rem and
     broke „Text übersetzen“ and its badge over two lines. */
  width: max-content;
  min-width: 15rem;
  max-width: calc(100vw - 2rem);
  margin: 0;
  padding: 0.4rem;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  a {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.55rem 0.7rem;
    border-radius: ${({ theme }) => theme.radius.small};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a > svg {
    flex: none;
  }
  a:hover,
  a.active {
    background: ${({ theme }) => theme.colors.infoSurface};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The entry's name takes the free width, so a badge sits at the entry's end and the names stay in one column. */
const EntryLabel = styled.span`
  flex: 1;
`;

const linksIn = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

/** Focuses the link at `index` of the open list; indexes wrap around (-1 is the last link). */
function focusLink(menu: HTMLElement | null, index: number) {
  const links = linksIn(menu);
  links[(index + links.length) % links.length]?.focus();
}

/**
 * A navigation dropdown (disclosure pattern): a button that opens a list of links. Tab walks through
 * the links; the arrow keys move between them too (ArrowDown on the button opens the list at its first
 * link, ArrowUp at its last; Home and End jump). Escape and a click outside close it; Escape returns
 * focus to the button.
 */
export function Dropdown({ label, entries }: { label: string; entries: readonly DropdownEntry[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // The link to focus once the list has rendered (it was opened with an arrow key): 0 first, -1 last.
  const focusOnOpen = useRef<number | null>(null);

  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    focusLink(menuRef.current, focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const index = event.key === 'ArrowDown' ? 0 : -1;
    if (open) {
      focusLink(menuRef.current, index);
      return;
    }
    focusOnOpen.current = index;
    setOpen(true);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = linksIn(menuRef.current).indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusLink(menuRef.current, target);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <Wrapper
      ref={wrapperRef}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Trigger
        ref={triggerRef}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDown size={16} aria-hidden="true" />
      </Trigger>
      {open && (
        <Menu id={menuId} ref={menuRef} onKeyDown={onMenuKeyDown}>
          {entries.map((entry) => (
            <li key={entry.href}>
              <NavLink to={entry.href} onClick={() => setOpen(false)}>
                {entry.icon}
                <EntryLabel>{entry.label}</EntryLabel>
                {entry.badge}
              </NavLink>
            </li>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}
