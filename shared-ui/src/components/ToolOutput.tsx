import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { isRatedTool, type KeptResult, type ToolRunStatus, messageFor, type MessageCode, type WithProvenance } from 'portal-contract';
import { usePortalConfig } from '../config/portalConfig';
import { useResultRating } from './resultRating';
import { Alert } from './Alert';
import { Card } from './Card';
import { CopyButton } from './CopyButton';
import { PersonalDataNote } from './PersonalDataNote';
import { ProvenanceNote } from './ProvenanceNote';
import { AiLabelContext, withAiLabel } from './runNotes/aiLabel';
import type { RunFailure } from './runNotes/runFailure';
import { Spinner, VisuallyHidden } from './Spinner';
import { below } from '../theme/theme';

const Panel = styled(Card)<{ $running?: boolean }>`
  display: grid;
  gap: 1rem;
  align-content: start;
  /* Results lay themselves out by the panel's width, which is half the page on wide screens. */
  container-type: inline-size;
  /* Scrolled into view below the sticky nav bar, not under it. */
  scroll-margin-top: 5rem;
  /* Stacked below the form, a running panel holds a screen's height, so the page can scroll it to
     the top even before its text arrives (a short page would stop the scroll halfway). */
  ${below('wide')} {
    min-height: ${({ $running }) => ($running ? 'calc(100vh - 6rem)' : 'auto')};
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

/** The empty result column beside the form on wide screens; stacked below the form it would only push. */
const Placeholder = styled(Panel)`
  color: ${({ theme }) => theme.colors.muted};
  box-shadow: none;
  border-style: dashed;
  p {
    margin: 0;
  }
  ${below('wide')} {
    display: none;
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

/** A run as its output shows it; a streaming run of shared-auth (`useToolStream`) is one as it is. */
export interface ShownRun {
  status: ToolRunStatus;
  streamed: string;
  error: MessageCode | null;
  /**
   * The finished result; the history entry it was kept as gets the thumbs under it. Any object: a
   * result the history does not keep has no `historyId` at all.
   */
  result: (object & KeptResult & WithProvenance) | null;
  /** More about a failure: the message's params, the gateway's details, resending with a choice. */
  failure?: RunFailure | null;
}

/** The same, one by one: for a run that is not a stream (an upload, a check) or whose state the page adjusts. */
interface ShownFields {
  status: ToolRunStatus;
  /** Text streamed so far; shown while running and kept after a stop or a failure. */
  streamed?: string;
  error: MessageCode | null;
  /** The history entry of the finished result (`historyId` on it), for the thumbs under it. */
  historyId?: string | undefined;
  /** Where the finished result comes from (`result.provenance`), shown under it. */
  provenance?: WithProvenance['provenance'] | null;
  /** More about a failure (the run's `failure`), e.g. the choice after `personal-data-found`. */
  failure?: RunFailure | null | undefined;
}

interface OutputLook {
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

/** The run whole, or its fields one by one; never both, so nothing is said twice. */
export type ToolOutputProps = OutputLook &
  (({ run: ShownRun } & { [field in keyof ShownFields]?: never }) | ({ run?: never } & ShownFields));

const fieldsOf = ({ status, streamed, error, result, failure }: ShownRun): ShownFields => ({
  status,
  streamed,
  error,
  historyId: result?.historyId,
  provenance: result?.provenance,
  failure,
});

/**
 * When a run starts and the panel is not in the upper half of the screen (stacked below a long
 * form), scroll it to the top, so the progress is seen without scrolling; a panel already there (side
 * by side on wide screens) stays where it is.
 */
function useScrollIntoViewWhenRunning(running: boolean) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = panel.current;
    if (!running || !element) return;
    // In the upper half of the screen there is room for the progress and the start of the result.
    const { top } = element.getBoundingClientRect();
    if (top >= 0 && top <= window.innerHeight / 2) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    element.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [running]);
  return panel;
}

/**
 * The output half of every tool: progress while it runs (with the text as it streams in), the
 * result with copy and download, the catalogue message when it failed, and what was there at a stop.
 */
export function ToolOutput(props: ToolOutputProps) {
  const { status, streamed = '', error, historyId, provenance, failure } = props.run ? fieldsOf(props.run) : props;
  const {
    title = 'Ergebnis',
    children,
    copyText,
    actions,
    progressLabel = 'Wird erstellt …',
    errorParams,
    progress,
    stoppedMessage = 'generation-stopped',
  } = props;
  const { maxTextLength } = usePortalConfig();
  const { Rating, tool } = useResultRating();
  const running = status === 'running';
  const done = status === 'done';
  // The tenant's labelling line goes with what leaves the page: „Ergebnis kopieren“ and the downloads.
  const label = done ? provenance?.label : null;
  const panel = useScrollIntoViewWhenRunning(running);
  if (status === 'idle') {
    return (
      <Placeholder data-tool-output="" aria-labelledby="tool-output-title">
        <h2 id="tool-output-title">{title}</h2>
        <p>{messageFor('result-appears-here')}</p>
      </Placeholder>
    );
  }
  return (
    <Panel ref={panel} $running={running} data-tool-output="" aria-busy={running} aria-labelledby="tool-output-title">
      <Heading>
        <h2 id="tool-output-title">{title}</h2>
        {running && <Spinner label={progressLabel} />}
        {running && <span>{progressLabel}</span>}
      </Heading>
      {status === 'failed' &&
        error &&
        // The personal-data policy's answers load their own view (the choice under `ask`).
        (error.startsWith('personal-data') ? (
          <PersonalDataNote code={error} failure={failure} />
        ) : (
          <Alert tone="error">{messageFor(error, { max: maxTextLength, ...errorParams, ...failure?.params })}</Alert>
        ))}
      {running && progress}
      {status === 'stopped' && <Alert tone="info">{messageFor(stoppedMessage)}</Alert>}
      {/* Downloads in the result or its actions take the label from here. */}
      <AiLabelContext.Provider value={label}>
        {done && children ? children : streamed && <PlainText data-testid="tool-streamed">{streamed}</PlainText>}
        {done && provenance && <ProvenanceNote provenance={provenance} />}
        {/* Present from the start of a run, so screen readers announce when its text changes to "ready". */}
        <VisuallyHidden role="status">{done ? messageFor('result-ready') : ''}</VisuallyHidden>
        {done && (copyText !== undefined || actions) && (
          <Actions>
            {copyText !== undefined && <CopyButton text={withAiLabel(copyText, label)} label="Ergebnis kopieren" />}
            {actions}
          </Actions>
        )}
      </AiLabelContext.Provider>
      {done && Rating && tool && isRatedTool(tool) && <Rating tool={tool} historyId={historyId} />}
    </Panel>
  );
}
