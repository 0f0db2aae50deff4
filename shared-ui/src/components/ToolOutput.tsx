import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type ToolRunStatus, messageFor, type MessageCode } from 'portal-contract';
import { usePortalConfig } from '../config/portalConfig';
import { Alert } from './Alert';
import { Card } from './Card';
import { CopyButton } from './CopyButton';
import { Spinner, VisuallyHidden } from './Spinner';

const Panel = styled(Card)`
  display: grid;
  gap: 1rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Heading = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
`;

/** Generated text is shown as text: React escapes it, and pre-wrap keeps the line breaks. */
export const PlainText = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export interface ToolOutputProps {
  status: ToolRunStatus;
  /** Text streamed so far; shown while running and kept after a stop or a failure. */
  streamed?: string;
  error: MessageCode | null;
  title?: string;
  /** The finished result; without it the streamed text is shown. */
  children?: ReactNode;
  /** What "Kopieren" copies once the result is there. */
  copyText?: string;
  /** Further actions for the finished result, e.g. downloads. */
  actions?: ReactNode;
  progressLabel?: string;
  /** Placeholders of the error message; `{max}` defaults to the text limit. */
  errorParams?: Record<string, string | number>;
  /** Shown while running, above the streamed text (e.g. an upload's progress bar). */
  progress?: ReactNode;
  /** The note for a stop; an upload that was stopped is not a generation. */
  stoppedMessage?: MessageCode;
}

/**
 * The output half of every tool: progress while it runs (with the text as it streams in), the
 * result with copy and download, the catalogue message when it failed, and what was there at a stop.
 */
export function ToolOutput({
  status,
  streamed = '',
  error,
  title = 'Ergebnis',
  children,
  copyText,
  actions,
  progressLabel = 'Wird erstellt …',
  errorParams,
  progress,
  stoppedMessage = 'generation-stopped',
}: ToolOutputProps) {
  const { maxTextLength } = usePortalConfig();
  if (status === 'idle') return null;
  const running = status === 'running';
  return (
    <Panel aria-busy={running} aria-labelledby="tool-output-title">
      <Heading>
        <h2 id="tool-output-title">{title}</h2>
        {running && <Spinner label={progressLabel} />}
        {running && <span>{progressLabel}</span>}
      </Heading>
      {status === 'failed' && error && <Alert tone="error">{messageFor(error, { max: maxTextLength, ...errorParams })}</Alert>}
      {running && progress}
      {status === 'stopped' && <Alert tone="info">{messageFor(stoppedMessage)}</Alert>}
      {status === 'done' && children ? children : streamed && <PlainText data-testid="tool-streamed">{streamed}</PlainText>}
      {/* Present from the start of a run, so screen readers announce when its text changes to "ready". */}
      <VisuallyHidden role="status">{status === 'done' ? messageFor('result-ready') : ''}</VisuallyHidden>
      {status === 'done' && (copyText !== undefined || actions) && (
        <Actions>
          {copyText !== undefined && <CopyButton text={copyText} label="Ergebnis kopieren" />}
          {actions}
        </Actions>
      )}
    </Panel>
  );
}
