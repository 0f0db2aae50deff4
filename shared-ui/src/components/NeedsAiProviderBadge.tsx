import { needsAiProviderLabel } from 'portal-contract';
import styled from 'styled-components';

const Pill = styled.span`
  display: inline-block;
  margin-left: 0.5rem;
  padding: 0.05rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Marks a tool no configured AI provider can run: on home cards and in the menus. */
export function NeedsAiProviderBadge() {
  return <Pill>{needsAiProviderLabel}</Pill>;
}
