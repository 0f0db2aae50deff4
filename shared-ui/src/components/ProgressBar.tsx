import { useId } from 'react';
import styled from 'styled-components';
import { messageFor } from 'portal-contract';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
  progress {
    width: 100%;
    height: 0.75rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A share 0–1 as a native progress bar, with the percentage in its label. */
export function ProgressBar({ fraction, label }: { fraction: number; label: (percent: number) => string }) {
  const id = useId();
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <Field>
      <label htmlFor={id}>{label(percent)}</label>
      <progress id={id} max={100} value={percent}>
        {percent} %
      </progress>
    </Field>
  );
}

/** How far the gateway has come with a long job (live, over the user's realtime channel). */
export function JobProgress({ fraction }: { fraction: number }) {
  return <ProgressBar fraction={fraction} label={(percent) => messageFor('job-progress', { percent })} />;
}
