import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  /* A long option must not make the field wider than the screen (375 px): the select shrinks. */
  min-width: 0;
  label {
    font-weight: 600;
  }
  select {
    min-width: 0;
    font: inherit;
    min-height: 2.5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
  }
`;

export interface SelectOption<Id extends string> {
  readonly id: Id;
  readonly label: string;
  /** Shown but not choosable (e.g. a mode no configured AI provider can run). */
  readonly disabled?: boolean;
}

export interface SelectProps<Id extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  label: string;
  value: Id;
  options: readonly SelectOption<Id>[];
  onChange: (value: Id) => void;
}

/** A labelled native select: the options' ids travel, their labels are shown. */
export function Select<Id extends string>({ label, value, options, onChange, id, ...rest }: SelectProps<Id>) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <Field>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} value={value} onChange={(event) => onChange(event.target.value as Id)} {...rest}>
        {options.map((option) => (
          <option key={option.id} value={option.id} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
