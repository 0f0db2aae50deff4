import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink } from '../routing';
import styled from 'styled-components';

export interface DropdownEntry {
  href: string;
  label: string;
  icon?: ReactNode;
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
  &:hover, &[aria-expanded='true'] { background: rgba(255, 255, 255, 0.14); }
  svg { transition: transform 0.15s; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 0.4rem);
  left: 0;
  z-index: 20;
  min-width: 15rem;
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
  }
  a:hover, a.active { background: ${({ theme }) => theme.colors.infoSurface}; color: ${({ theme }) => theme.colors.primary}; }
`;

/**
 * A navigation dropdown (disclosure pattern): a button that opens a list of links. Escape and a click
 * outside close it; Escape returns focus to the button.
 */
export function Dropdown({ label, entries }: { label: string; entries: readonly DropdownEntry[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

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
      <Trigger ref={triggerRef} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
        {label}
        <ChevronDown size={16} aria-hidden="true" />
      </Trigger>
      {open && (
        <Menu id={menuId}>
          {entries.map((entry) => (
            <li key={entry.href}>
              <NavLink to={entry.href} onClick={() => setOpen(false)}>
                {entry.icon}
                {entry.label}
              </NavLink>
            </li>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}
