import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, messageFor } from 'shared-ui';
import type { PreviewReply } from 'portal-contract/schemas';
import { packageName } from '../remotes/preview';
import { keepFocusIn } from './keepFocusIn';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(20, 33, 61, 0.45);
`;

const Box = styled.div`
  max-width: 32rem;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 1.25rem;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

/**
 * The developer's own yes before code from a development origin runs in the portal with their
 * session: the gateway's yes only says they may. Focus starts on „Abbrechen“ and Escape cancels, so
 * nothing loads by a reflexive Enter.
 */
export function PreviewConfirm({ reply, onAnswer }: { reply: PreviewReply; onAnswer: (load: boolean) => void }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    cancelRef.current?.focus();
    // The dialog's buttons are gone: the next Tab starts from the page, not from nowhere.
    return () => document.getElementById('main')?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onAnswer(false);
      if (event.key === 'Tab' && boxRef.current) keepFocusIn(boxRef.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onAnswer]);

  return (
    <Backdrop>
      <Box ref={boxRef} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId}>{messageFor('preview-confirm-title')}</h2>
        <p id={textId}>{messageFor('preview-confirm', { remote: packageName(reply.remote), origin: reply.origin })}</p>
        <Actions>
          <Button ref={cancelRef} $variant="secondary" onClick={() => onAnswer(false)}>
            Abbrechen
          </Button>
          <Button onClick={() => onAnswer(true)}>Vorschau laden</Button>
        </Actions>
      </Box>
    </Backdrop>
  );
}
