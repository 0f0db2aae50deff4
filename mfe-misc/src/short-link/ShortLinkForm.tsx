import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Card, TextField, messageFor, type MessageCode } from 'shared-ui';
import styled from 'styled-components';
import { errorCodeOf } from 'shared-auth';
import { useCreateShortLinkMutation, type ShortLink } from './api';
import { validateShortLink, type ShortLinkErrors } from './validate';

const Form = styled(Card)`
  display: grid;
  gap: 1rem;
  max-width: 48rem;
`;

/** Errors the gateway reports about one field are shown at that field. */
const fieldOf: Partial<Record<MessageCode, keyof ShortLinkErrors>> = {
  'invalid-url': 'url',
  'target-not-allowed': 'url',
  'invalid-slug': 'slug',
  'slug-taken': 'slug',
  'slug-reserved': 'slug',
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
      const code = errorCodeOf(error);
      const field = fieldOf[code];
      if (field) showErrors({ [field]: code });
      else setFormError(code);
    }
  };

  return (
    <Form as="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label="Kurzlink erstellen">
      <TextField
        ref={urlRef}
        label="Lange Adresse"
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
        error={errors.url && messageFor(errors.url)}
      />
      <TextField
        ref={slugRef}
        label="Eigenes Kürzel (optional)"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={slug}
        onChange={(event) => {
          setSlug(event.target.value);
          setErrors(({ slug: _slug, ...rest }) => rest);
        }}
        error={errors.slug && messageFor(errors.slug)}
      />
      {formError && <Alert tone="error">{messageFor(formError)}</Alert>}
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Wird erstellt …' : 'Kurzlink erstellen'}
        </Button>
      </div>
    </Form>
  );
}
