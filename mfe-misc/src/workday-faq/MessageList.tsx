import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { MessageBubble } from './MessageBubble';
import type { FaqEntry } from 'shared-ui';
import type { ChatMessage } from './types';

const Log = styled.div`
  max-height: min(34rem, 55vh);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.25rem;
`;

const List = styled.ol`
  display: grid;
  gap: 0.9rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Within this distance of the end the list counts as "at the newest message". */
const STICKY_PX = 80;

/**
 * The conversation, newest at the bottom. A new message scrolls it into view; while an answer
 * streams, the list follows it only if the reader has not scrolled up to read something older.
 */
export function MessageList({
  messages,
  entries,
  busy,
}: {
  messages: readonly ChatMessage[];
  entries: readonly FaqEntry[] | undefined;
  busy: boolean;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const shownCount = useRef(0);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const added = messages.length > shownCount.current;
    shownCount.current = messages.length;
    if (added || atEnd.current) log.scrollTop = log.scrollHeight;
  }, [messages]);

  return (
    <Log
      ref={logRef}
      role="log"
      aria-label="Nachrichten"
      aria-busy={busy}
      tabIndex={0}
      onScroll={(event) => {
        const log = event.currentTarget;
        atEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight < STICKY_PX;
      }}
    >
      <List>
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} entries={entries} />
        ))}
      </List>
    </Log>
  );
}
