import { forwardRef, useId, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, BareTextArea, faqQuestionMaxLength, formatNumber } from 'shared-ui';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: 0.5rem;
  label {
    font-weight: 600;
  }
`;

/** Lower than a tool's text box: a question is a line or two. */
const QuestionBox = styled(BareTextArea)`
  min-height: 3.5rem;
  padding: 0.65rem 0.75rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

const Hint = styled.span<{ $over?: boolean }>`
  font-size: 0.875rem;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
`;

export interface QuestionInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  running: boolean;
  problem: string | null;
}

/** The question field: Enter sends, Shift+Enter starts a new line; while an answer comes, Stop. */
export const QuestionInput = forwardRef<HTMLTextAreaElement, QuestionInputProps>(function QuestionInput(
  { value, onChange, onSend, onStop, running, problem },
  ref,
) {
  const id = useId();
  const over = value.length > faqQuestionMaxLength;
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!running) onSend();
  };
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes (e.g. accents), Enter confirms the composition, not the question.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <Form onSubmit={send} noValidate aria-label="Frage stellen">
      <label htmlFor={id}>Deine Frage</label>
      <QuestionBox
        ref={ref}
        id={id}
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={sendOnEnter}
        aria-describedby={`${id}-counter`}
        aria-invalid={over || undefined}
        placeholder="Wie beantrage ich Urlaub in Workday?"
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Row>
        <Button type="submit" disabled={running}>
          Senden
        </Button>
        {running && (
          <Button $variant="secondary" onClick={onStop}>
            Stoppen
          </Button>
        )}
        <Hint>Enter sendet, Umschalt + Enter für eine neue Zeile</Hint>
        <Hint id={`${id}-counter`} $over={over} aria-live="polite">
          {formatNumber(value.length)} / {formatNumber(faqQuestionMaxLength)} Zeichen
        </Hint>
      </Row>
    </Form>
  );
});
