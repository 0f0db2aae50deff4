import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'error' | 'info' | 'success';

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.9rem 1rem;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) => ({ error: theme.colors.danger, info: theme.colors.info, success: theme.colors.success })[$tone]};
  background: ${({ theme, $tone }) =>
    ({ error: theme.colors.dangerSurface, info: theme.colors.infoSurface, success: theme.colors.successSurface })[$tone]};
  > svg {
    flex: none;
    margin-top: 0.1rem;
  }
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;

const icons = { error: AlertTriangle, info: Info, success: CheckCircle2 };

/** Errors are announced at once (role=alert); info and success politely (role=status). */
export function Alert({ tone = 'info', children }: { tone?: AlertTone; children: ReactNode }) {
  const Icon = icons[tone];
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={20} aria-hidden="true" />
      <Body>{children}</Body>
    </Box>
  );
}
