import { AlertTriangle, Info, X } from 'lucide-react';
import styled from 'styled-components';
import type { AnnouncementEvent } from 'portal-contract';

const Region = styled.section`
  display: grid;
  gap: 0.5rem;
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: 0.75rem 1.25rem 0;
`;

/** Warnings in amber (the theme's focus colour), information in the theme's info blue. */
const Item = styled.div<{ $level: AnnouncementEvent['level'] }>`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.6rem 0.6rem 0.6rem 1rem;
  border: 1px solid ${({ theme, $level }) => ($level === 'warning' ? theme.colors.focus : theme.colors.info)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $level }) => ($level === 'warning' ? '#fff6e0' : theme.colors.infoSurface)};
  color: ${({ theme }) => theme.colors.text};
  > svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme, $level }) => ($level === 'warning' ? '#8a5a00' : theme.colors.info)};
  }
`;

const Message = styled.p`
  flex: 1;
  margin: 0.1rem 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Close = styled.button.attrs({ type: 'button' })`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(20, 33, 61, 0.08);
  }
`;

export interface AnnouncementBannerProps {
  announcements: readonly AnnouncementEvent[];
  onDismiss: (id: string) => void;
}

/**
 * Announcements for everyone online (the product channel), under the navigation on every page.
 * The message is text, never HTML. Information is announced politely (role=status), a warning at
 * once (role=alert). Nothing is rendered without announcements.
 */
export function AnnouncementBanner({ announcements, onDismiss }: AnnouncementBannerProps) {
  if (announcements.length === 0) return null;
  return (
    <Region aria-label="Hinweise">
      {announcements.map((announcement) => {
        const Icon = announcement.level === 'warning' ? AlertTriangle : Info;
        return (
          <Item
            key={announcement.id}
            $level={announcement.level}
            role={announcement.level === 'warning' ? 'alert' : 'status'}
            data-announcement-id={announcement.id}
          >
            <Icon size={20} aria-hidden="true" />
            <Message>{announcement.message}</Message>
            <Close aria-label="Hinweis schließen" title="Hinweis schließen" onClick={() => onDismiss(announcement.id)}>
              <X size={18} aria-hidden="true" />
            </Close>
          </Item>
        );
      })}
    </Region>
  );
}
