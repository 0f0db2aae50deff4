import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Card, messageFor, type MessageCode } from 'shared-ui';
import styled from 'styled-components';
import { useCreateShortLinkMutation, type ShortLink } from './api';
import { errorCode, validateShortLink, type ShortLinkErrors } from './validate';

const Form = styled(Card)`
  display: grid;
  gap: 1rem;
  max-width: 48rem;
`;

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  label { font-weight: 600; }
  input {
    font: inherit;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  }
`;

const FieldError = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Errors the gateway reports about one field are shown at that field. */
const fieldOf: Partial<Record<MessageCode, keyof ShortLinkErrors>> = {
  'invalid-url': 'url',
  'invalid-slug': 'slug',
  'slug-taken': 'slug',
};

/**
 * URL and optional slug, checked in the browser with the gateway's rules. After an error the input
 * stays as typed, so fixing a taken slug is one edit; after success the form is empty again.
 */
export function ShortLinkForm({ onCreated }: { onCreated: (link: ShortLink) => void }) {
  const [url, setUrl] = useState('');
  const [slug, setSlug] = useState('');
  const [errors, setErrors] = useState<ShortLinkErrors>({});
  const [formError, setFormError] = useState<MessageCode | null>(null);
  const [create, { isLoading }] = useCreateShortLinkMutation();
  const urlRef = useRef<HTMLInputElement>(null);
  const slugRef = useRef<HTMLInputElement>(null);
  const ids = { url: useId(), slug: useId() };

  const showErrors = (found: ShortLinkErrors) => {
    setErrors(found);
    if (found.url) urlRef.current?.focus();
    else if (found.slug) slugRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = { url: url.trim(), slug: slug.trim() };
    const found = validateShortLink(input);
    showErrors(found);
    if (found.url || found.slug) return;
    try {
      const link = await create(input.slug ? input : { url: input.url }).unwrap();
      setUrl('');
      setSlug('');
      onCreated(link);
    } catch (error) {
      const code = errorCode(error);
      const field = fieldOf[code];
      if (field) showErrors({ [field]: code });
      else setFormError(code);
    }
  };

  const errorProps = (field: keyof ShortLinkErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${ids[field]}-error` } : {};

  return (
    <Form as="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label="Kurzlink erstellen">
      <Field>
        <label htmlFor={ids.url}>Lange Adresse</label>
        <input
          ref={urlRef}
          id={ids.url}
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          placeholder="https://www.example.de/artikel"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setErrors(({ url: _url, ...rest }) => rest);
          }}
          {...errorProps('url')}
        />
        {errors.url && <FieldError id={`${ids.url}-error`}>{messageFor(errors.url)}</FieldError>}
      </Field>
      <Field>
        <label htmlFor={ids.slug}>Eigenes Kürzel (optional)</label>
        <input
          ref={slugRef}
          id={ids.slug}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value);
            setErrors(({ slug: _slug, ...rest }) => rest);
          }}
          {...errorProps('slug')}
        />
        {errors.slug && <FieldError id={`${ids.slug}-error`}>{messageFor(errors.slug)}</FieldError>}
      </Field>
      {formError && <Alert tone="error">{messageFor(formError)}</Alert>}
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Wird erstellt …' : 'Kurzlink erstellen'}
        </Button>
      </div>
    </Form>
  );
}
