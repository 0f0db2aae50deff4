import { useId } from 'react';
import { formatNumber, ttsSpeed } from 'shared-ui';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  min-height: 2.5rem;
  input {
    flex: 1;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  output {
    min-width: 3.5rem;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** „1,25 ×“: the factor as staff read it. */
export const speedLabel = (speed: number): string => `${formatNumber(speed)} ×`;

export function SpeedSlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Geschwindigkeit</label>
      <Row>
        <input
          id={id}
          type="range"
          min={ttsSpeed.min}
          max={ttsSpeed.max}
          step={ttsSpeed.step}
          value={value}
          aria-valuetext={`${formatNumber(value)}-fach`}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <output htmlFor={id}>{speedLabel(value)}</output>
      </Row>
    </Field>
  );
}
