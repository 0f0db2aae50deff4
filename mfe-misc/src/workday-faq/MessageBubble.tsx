import { useId } from 'react';
import { Alert, PersonalDataNote, PlainText, Spinner, VisuallyHidden, faqQuestionMaxLength, messageFor, useResultRating } from 'shared-ui';
import styled from 'styled-components';
import { Sources } from './Sources';
import type { FaqEntry } from 'shared-ui';
import type { ChatMessage } from './types';

const Item = styled.li<{ $mine: boolean }>`
  display: grid;
  justify-items: ${({ $mine }) => ($mine ? 'end' : 'start')};
`;

const Bubble = styled.div<{ $mine: boolean }>`
  display: grid;
  gap: 0.6rem;
  max-width: min(46rem, 90%);
  padding: 0.7rem 0.95rem;
  border-radius: ${({ theme }) => theme.radius.medium};
  ${({ $mine }) => ($mine ? 'border-bottom-right-radius: 2px;' : 'border-bottom-left-radius: 2px;')}
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primaryText : theme.colors.text)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.border)};
`;

/** One message of the conversation; the speaker is said for screen readers, the side shows it. */
export function MessageBubble({ message, entries }: { message: ChatMessage; entries: readonly FaqEntry[] | undefined }) {
  const sourcesId = useId();
  const { Rating } = useResultRating();
  if (message.role === 'user') {
    return (
      <Item $mine>
        <Bubble $mine>
          <VisuallyHidden>Du: </VisuallyHidden>
          <PlainText>{message.content}</PlainText>
        </Bubble>
      </Item>
    );
  }
  const streaming = message.status === 'streaming';
  return (
    <Item $mine={false} aria-busy={streaming}>
      <Bubble $mine={false}>
        <VisuallyHidden>Workday-FAQ: </VisuallyHidden>
        {message.content && <PlainText>{message.content}</PlainText>}
        {streaming && !message.content && <Spinner label="Antwort wird geschrieben …" />}
        {message.status === 'failed' &&
          message.error &&
          // The personal-data policy's answers: the choice under `ask`, the refusal under `offline`.
          (message.error.startsWith('personal-data') ? (
            <PersonalDataNote code={message.error} failure={message.failure} />
          ) : (
            <Alert tone="error">{messageFor(message.error, { max: faqQuestionMaxLength })}</Alert>
          ))}
        {message.status === 'stopped' && <Alert tone="info">{messageFor('generation-stopped')}</Alert>}
        {message.status === 'done' && message.sources.length > 0 && (
          <Sources sources={message.sources} entries={entries} headingId={sourcesId} />
        )}
        {message.status === 'done' && Rating && <Rating tool="workday-faq" />}
      </Bubble>
    </Item>
  );
}
