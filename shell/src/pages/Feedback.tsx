import { Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Alert, Button, Card, TextArea, isMessageCode, messageFor, type MessageCode } from 'shared-ui';
import { MAX_FEEDBACK_LENGTH, feedbackCategories, useSendFeedbackMutation, type FeedbackCategory } from '../feedback/feedbackApi';
import { ShellPage } from './ShellPage';

const Form = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: 1.1rem;
  label,
  legend {
    font-weight: 600;
  }
  select {
    font: inherit;
    padding: 0.55rem;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  fieldset {
    border: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
  }
  legend {
    margin-bottom: 0.4rem;
  }
`;

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
`;

interface FeedbackForm {
  category: FeedbackCategory;
  message: string;
  rating: string;
}

const emptyForm: FeedbackForm = { category: 'idea', message: '', rating: '' };

export function Feedback() {
  const [send, { isLoading, isSuccess, error, reset: resetRequest }] = useSendFeedbackMutation();
  const { register, control, handleSubmit, reset, formState } = useForm<FeedbackForm>({ defaultValues: emptyForm });
  const errorCode = (error as { code?: unknown } | undefined)?.code;
  const failure: MessageCode | null = error ? (isMessageCode(errorCode) ? errorCode : 'unknown') : null;

  const submit = async ({ category, message, rating }: FeedbackForm) => {
    const result = await send({ category, message: message.trim(), ...(rating ? { rating: Number(rating) } : {}) });
    // Only a stored feedback clears the form; after a failure everything typed stays.
    if (!('error' in result)) reset(emptyForm);
  };

  return (
    <ShellPage title="Feedback">
      <p>Was gefällt dir, was fehlt, was klemmt? Dein Feedback liest das KI-Team.</p>
      {isSuccess && <Alert tone="success">{messageFor('feedback-sent')}</Alert>}
      {failure && <Alert tone="error">{messageFor(failure, { max: MAX_FEEDBACK_LENGTH })}</Alert>}
      <Form noValidate onSubmit={handleSubmit(submit)} onChange={() => isSuccess && resetRequest()}>
        <Field>
          <label htmlFor="feedback-category">Kategorie</label>
          <select id="feedback-category" {...register('category')}>
            {feedbackCategories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        </Field>
        <Controller
          control={control}
          name="message"
          rules={{
            validate: (value) => (value.trim() ? true : messageFor('text-empty')),
            maxLength: { value: MAX_FEEDBACK_LENGTH, message: messageFor('text-too-long', { max: MAX_FEEDBACK_LENGTH }) },
          }}
          render={({ field }) => (
            <TextArea
              label="Deine Nachricht"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={MAX_FEEDBACK_LENGTH}
            />
          )}
        />
        {formState.errors.message && <Alert tone="error">{formState.errors.message.message}</Alert>}
        <fieldset>
          <legend>Bewertung (optional)</legend>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars}>
              <input type="radio" value={String(stars)} {...register('rating')} /> {stars} {stars === 1 ? 'Stern' : 'Sterne'}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={isLoading}>
          <Send size={18} aria-hidden="true" />
          {isLoading ? 'Wird gesendet …' : 'Feedback senden'}
        </Button>
      </Form>
    </ShellPage>
  );
}
