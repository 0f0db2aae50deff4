import { useId, type ReactNode } from 'react';
import { VisuallyHidden, formatNumber } from 'shared-ui';
import styled, { css } from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
  }
`;

const inputStyle = css`
  width: 100%;
  font: inherit;
  color: inherit;
  padding: 0.65rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;

const Input = styled.input`
  ${inputStyle}
`;
const MultiLine = styled.textarea`
  ${inputStyle}
  resize: vertical;
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  text-align: right;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $over }) => ($over ? 600 : 400)};
`;

const Row = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
`;

export interface CountedFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The recommended maximum (seoLimits); longer values stay editable but are marked. */
  limit: number;
  multiline?: boolean;
  /** Shown beside the counter, e.g. a copy button. */
  action?: ReactNode;
}

/**
 * A single SEO field with a live counter against its limit. The browser limit is not set on purpose:
 * an editor may want to see how far over a draft is before shortening it. Over the limit the field is
 * marked invalid and the counter says by how much; screen readers hear it once when the limit is
 * crossed, not at every keystroke (the counter itself is read with the field).
 */
export function CountedField({ label, value, onChange, limit, multiline = false, action }: CountedFieldProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const length = value.length;
  const over = length > limit;
  const control = {
    id,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'aria-describedby': counterId,
    'aria-invalid': over || undefined,
  };
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {multiline ? <MultiLine rows={3} {...control} /> : <Input {...control} />}
      <Row>
        <Counter id={counterId} $over={over}>
          {formatNumber(length)} / {formatNumber(limit)} Zeichen
          {over && ` – ${formatNumber(length - limit)} zu viel`}
        </Counter>
        {action}
      </Row>
      <VisuallyHidden role="status">{over ? `${label} ist länger als ${formatNumber(limit)} Zeichen.` : ''}</VisuallyHidden>
    </Field>
  );
}
