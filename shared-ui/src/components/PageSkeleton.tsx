import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './Spinner';

// The light moves by `transform` on a layer of its own, which the compositor animates: moving the
// background itself (background-position) repainted every bar on the main thread in every frame,
// while the page's start-up code needed that thread (docs/architecture.md, budgets).
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const Bar = styled.div<{ $width: string; $height: string }>`
  position: relative;
  overflow: hidden;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius.small};
  background: #e6eaf1;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent 0%, #f3f5f9 50%, transparent 100%);
    transform: translateX(-100%);
    animation: ${shimmer} 1.2s linear infinite;
  }
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
