import { useId } from 'react';
import { messageFor } from 'shared-ui';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  label { font-weight: 600; }
  progress { width: 100%; height: 0.75rem; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

/** How far the gateway has come with the speech (live, over the user's realtime channel). */
export function JobProgress({ fraction }: { fraction: number }) {
  const id = useId();
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <Field>
      <label htmlFor={id}>{messageFor('job-progress', { percent })}</label>
      <progress id={id} max={100} value={percent}>
        {percent} %
      </progress>
    </Field>
  );
}
