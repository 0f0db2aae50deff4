import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { messageFor } from 'portal-contract';
import { Button, type ButtonVariant } from './Button';
import { VisuallyHidden } from './Spinner';

type CopyState = 'idle' | 'copied' | 'failed';

const Wrapper = styled.span`
  display: inline-grid;
  gap: 0.35rem;
  justify-items: start;
`;

const Failure = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface CopyButtonProps {
  text: string;
  /** Accessible name when the visible "Kopieren" is not enough, e.g. "Kurzlink kopieren". */
  label?: string;
  $variant?: ButtonVariant;
  /** How long "Kopiert" stays visible. */
  resetAfterMs?: number;
  /** After the text is in the clipboard, e.g. to count what the user took. */
  onCopied?: () => void;
}

/**
 * Copies `text` to the clipboard and says so: the button reads "Kopiert" for a moment and screen
 * readers hear it. The Clipboard API can be refused (permissions, insecure origin); then the user is
 * told to copy by hand instead of being left guessing.
 */
export function CopyButton({ text, label, $variant = 'secondary', resetAfterMs = 2000, onCopied }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), resetAfterMs);
    return () => clearTimeout(timer);
  }, [state, resetAfterMs]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      onCopied?.();
    } catch {
      setState('failed');
    }
  };

  const copied = state === 'copied';
  return (
    <Wrapper>
      <Button $variant={$variant} onClick={() => void copy()} aria-label={label && !copied ? label : undefined}>
        {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
        {copied ? 'Kopiert' : 'Kopieren'}
      </Button>
      <VisuallyHidden role="status">{copied ? 'In die Zwischenablage kopiert' : ''}</VisuallyHidden>
      {state === 'failed' && <Failure role="alert">{messageFor('copy-failed')}</Failure>}
    </Wrapper>
  );
}
