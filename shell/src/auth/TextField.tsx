import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { Field, FieldError } from './AuthCard';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled input whose error is tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, ...input }, ref) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
});
