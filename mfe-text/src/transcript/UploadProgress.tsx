import { useId } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  label { font-weight: 600; }
  progress { width: 100%; height: 0.75rem; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

/** How much of the file has gone up, as a bar and as a number. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const id = useId();
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <Field>
      <label htmlFor={id}>Hochladen: {percent} %</label>
      <progress id={id} max={100} value={percent}>
        {percent} %
      </progress>
    </Field>
  );
}
