import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { countWords, formatNumber } from '../format';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  /* Labelled like TextField, so a form mixing both reads alike. */
  label {
    font-weight: 600;
  }
`;

/**
 * The portal's multi-line input on its own, without label or counter: for a field that lays those
 * out itself (the FAQ's question), so every text box looks and marks an error alike.
 */
export const BareTextArea = styled.textarea`
  width: 100%;
  min-height: 12rem;
  resize: vertical;
  padding: 0.75rem;
  font: inherit;
  color: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  text-align: right;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
`;

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}

/**
 * Text input with a live character and word count and the maximum shown. The browser limit is not
 * set on purpose: pasting a too-long text keeps all of it, and the counter says how much is too much.
 */
export function TextArea({ label, value, onChange, maxLength, id, ...rest }: TextAreaProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const counterId = `${inputId}-counter`;
  const over = value.length > maxLength;
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <BareTextArea
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={counterId}
        aria-invalid={over || undefined}
        {...rest}
      />
      <Counter id={counterId} $over={over} aria-live="polite">
        {formatNumber(value.length)} / {formatNumber(maxLength)} Zeichen · {formatNumber(countWords(value))} Wörter
      </Counter>
    </Field>
  );
}
