import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './Spinner';

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
`;

const Bar = styled.div<{ $width: string; $height: string }>`
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius.small};
  background: linear-gradient(90deg, #e6eaf1 0%, #f3f5f9 50%, #e6eaf1 100%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.2s linear infinite;
`;

const Stack = styled.div`
  display: grid;
  gap: 1rem;
  padding: 0.5rem 0;
`;

/**
 * Placeholder of a page while its code loads: the shape of a tool page, not a blank. The frame
 * hides its footer while one shows (`data-page-placeholder`, shell Layout).
 */
export function PageSkeleton({ label = 'Seite wird geladen …' }: { label?: string }) {
  return (
    <Stack role="status" aria-live="polite" data-testid="page-skeleton" data-page-placeholder="">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Bar $width="40%" $height="2rem" aria-hidden="true" />
      <Bar $width="80%" $height="1rem" aria-hidden="true" />
      <Bar $width="100%" $height="12rem" aria-hidden="true" />
    </Stack>
  );
}
