import { useRef, useState, type FormEvent } from 'react';
import type { FieldCheck } from './validation';

/**
 * The sign-in and sign-up forms: uncontrolled inputs read from the form element, checked on submit
 * and, once shown, re-checked as the user types; the first wrong field gets the focus. It is what
 * react-hook-form did for these few fields, without its 13 KB (gzip) in the first load of /login
 * (react-hook-form still serves the larger forms, e.g. feedback).
 */
export function useCheckedForm<Field extends string>(checks: Record<Field, FieldCheck | null>) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const names = Object.keys(checks) as Field[];

  const input = (name: Field) => form.current?.elements.namedItem(name) as HTMLInputElement | null;
  const valueOf = (name: Field) => input(name)?.value ?? '';

  /** Checks `fields`, shows their messages, focuses the first wrong one; true when all are right. */
  const check = (fields: readonly Field[]): boolean => {
    const found: Partial<Record<Field, string>> = {};
    for (const name of fields) found[name] = checks[name]?.(valueOf(name));
    setErrors((shown) => ({ ...shown, ...found }));
    const wrong = fields.find((name) => found[name]);
    if (wrong) input(wrong)?.focus();
    return !wrong;
  };

  /** The props of a field: its name, and a re-check while its message is shown. */
  const field = (name: Field) => ({
    name,
    error: errors[name],
    onChange: () => {
      if (errors[name]) setErrors((shown) => ({ ...shown, [name]: checks[name]?.(valueOf(name)) }));
    },
  });

  const onSubmit = (handle: (values: Record<Field, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check(names)) return;
    handle(Object.fromEntries(names.map((name) => [name, valueOf(name)])) as Record<Field, string>);
  };

  return { form, field, check, valueOf, onSubmit };
}
