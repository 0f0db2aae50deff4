import { useId, useState } from 'react';
import { Alert, Button, messageFor } from 'shared-ui';
import styled from 'styled-components';
import { formatRange, isValidRange, lastDays, type DateRange } from './dateRange';

const QUICK_RANGES = [7, 30, 90] as const;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 1rem 1.25rem;
  display: grid;
  gap: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  legend {
    padding: 0 0.35rem;
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.25rem;
  align-items: end;
  label {
    display: grid;
    gap: 0.35rem;
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 0.45rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.colors.danger};
    }
  }
`;

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  align-items: baseline;
`;

const Applied = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Always there (empty without news), so screen readers hear a note when it appears. */
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/**
 * Von/Bis as native date inputs (phones bring their own pickers) plus quick ranges. A range is
 * applied as soon as it is valid; an invalid one is explained and the last valid range stays shown,
 * named below the inputs so no figure is mistaken for another range's. `note` sits beside that
 * line (e.g. that the data has just been updated).
 */
export function DateRangeFilter({
  value,
  onChange,
  note,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  note?: string | null;
}) {
  const [draft, setDraft] = useState<DateRange>(value);
  const errorId = useId();
  const valid = isValidRange(draft);

  const update = (next: DateRange) => {
    setDraft(next);
    if (isValidRange(next)) onChange(next);
  };

  const activeQuick = (days: number) => {
    const quick = lastDays(days);
    return quick.from === value.from && quick.to === value.to;
  };

  return (
    <Fieldset>
      <legend>Zeitraum</legend>
      <Row>
        <label>
          Von
          <input
            type="date"
            value={draft.from}
            onChange={(event) => update({ ...draft, from: event.target.value })}
            aria-invalid={!valid || undefined}
            aria-describedby={valid ? undefined : errorId}
          />
        </label>
        <label>
          Bis
          <input
            type="date"
            value={draft.to}
            onChange={(event) => update({ ...draft, to: event.target.value })}
            aria-invalid={!valid || undefined}
            aria-describedby={valid ? undefined : errorId}
          />
        </label>
        <Quick role="group" aria-label="Schnellauswahl">
          {QUICK_RANGES.map((days) => (
            <Button key={days} $variant="secondary" aria-pressed={activeQuick(days)} onClick={() => update(lastDays(days))}>
              {days} Tage
            </Button>
          ))}
        </Quick>
      </Row>
      {!valid && (
        <div id={errorId}>
          <Alert tone="error">{messageFor('invalid-date-range')}</Alert>
        </div>
      )}
      <Footer>
        <Applied aria-live="polite">Angezeigt: {formatRange(value)}</Applied>
        <Note role="status">{note}</Note>
      </Footer>
    </Fieldset>
  );
}
