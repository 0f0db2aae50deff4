import { lazy, Suspense, useId } from 'react';
import { Spinner } from 'shared-ui';
import styled from 'styled-components';
import type { TimeSeriesChartProps } from './TimeSeriesChart';

const TimeSeriesChart = lazy(() => import('./TimeSeriesChart'));

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.5rem;
  figcaption {
    font-weight: 600;
  }
`;

const Placeholder = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => $height}px;
  display: grid;
  place-items: center;
`;

/**
 * A chart with its accessible name: figure + figcaption. The table below each chart holds the same
 * numbers for screen readers and for copying.
 */
export function ChartFigure({ caption, height = 320, ...chart }: Omit<TimeSeriesChartProps, 'title'> & { caption: string }) {
  const captionId = useId();
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{caption}</figcaption>
      <Suspense
        fallback={
          <Placeholder $height={height}>
            <Spinner label="Diagramm wird geladen …" />
          </Placeholder>
        }
      >
        <TimeSeriesChart title={caption} height={height} {...chart} />
      </Suspense>
    </Figure>
  );
}
