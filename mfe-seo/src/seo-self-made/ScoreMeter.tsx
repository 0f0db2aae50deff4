import { useId } from 'react';
import styled from 'styled-components';
import { bandLabels, scoreBand, shownScore, type ScoreBand } from './score';

const Box = styled.div`
  display: grid;
  gap: 0.5rem;
  max-width: 32rem;
`;

const Line = styled.p`
  margin: 0;
  display: flex;
  gap: 0.75rem;
  align-items: baseline;
  flex-wrap: wrap;
  font-size: 1.25rem;
  font-weight: 700;
`;

const Badge = styled.span<{ $band: ScoreBand }>`
  font-size: 0.95rem;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  border: 1px solid currentColor;
  color: ${({ theme, $band }) => ({ good: theme.colors.success, fair: '#8a5a00', poor: theme.colors.danger })[$band]};
  background: ${({ theme, $band }) => ({ good: theme.colors.successSurface, fair: '#fff4dc', poor: theme.colors.dangerSurface })[$band]};
`;

const Track = styled.div`
  height: 0.75rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $band: ScoreBand }>`
  height: 100%;
  background: ${({ theme, $band }) => ({ good: theme.colors.success, fair: theme.colors.focus, poor: theme.colors.danger })[$band]};
`;

/**
 * The score as text ("Punktzahl 72 von 100"), as a band word and as a bar: the colour is never the
 * only signal. The bar is an ARIA meter so screen readers get value and band in one.
 */
export function ScoreMeter({ score }: { score: number }) {
  const labelId = useId();
  const value = shownScore(score);
  const band = scoreBand(value);
  return (
    <Box>
      <Line id={labelId}>
        Punktzahl {value} von 100
        <Badge $band={band}>{bandLabels[band]}</Badge>
      </Line>
      <Track
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value} von 100 – ${bandLabels[band]}`}
      >
        <Fill $band={band} style={{ width: `${value}%` }} />
      </Track>
    </Box>
  );
}
