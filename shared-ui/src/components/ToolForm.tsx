import { Play, Square } from 'lucide-react';
import { useContext, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ToolRunStatus } from 'portal-contract';
import { ToolAvailableContext } from '../config/aiCapabilities';
import { below } from '../theme/theme';
import { Alert } from './Alert';
import { Button } from './Button';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Options = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 22rem));
  align-items: end;
  /* One column as wide as the screen: a 22rem track would push a long select past its edge. */
  ${below('small')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

const Hint = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What a form needs of the run it starts; a tool run of shared-auth (`useToolStream`, `useToolRun`) is one. */
export interface StoppableRun {
  status: ToolRunStatus;
  stop: () => void;
}

export type ToolFormProps = {
  onSubmit: () => void;
  submitLabel: string;
  /** A German message why the input cannot be sent (from the catalogue); shown above the buttons. */
  problem?: string | null;
  children: ReactNode;
} & (
  | {
      /** The page's tool run: while it runs the form waits, and „Stoppen“ stops it. */
      run: StoppableRun;
      running?: never;
      onStop?: never;
    }
  | { running: boolean; onStop?: () => void; run?: never }
);

/**
 * The input half of every tool: fields, a submit button that Ctrl+Enter (⌘+Enter) also triggers,
 * and while a run is going a stop button in its place.
 */
export function ToolForm({ onSubmit, submitLabel, problem, children, ...progress }: ToolFormProps) {
  const running = progress.run ? progress.run.status === 'running' : progress.running;
  const onStop = progress.run ? progress.run.stop : progress.onStop;
  // No provider for this tool (ToolPage says so above): nothing can be sent.
  const available = useContext(ToolAvailableContext);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!running && available) onSubmit();
  };
  const submitOnCtrlEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    if (!running && available) onSubmit();
  };
  return (
    <Form onSubmit={submit} onKeyDown={submitOnCtrlEnter} noValidate>
      {children}
      {problem && <Alert tone="error">{problem}</Alert>}
      <Actions>
        <Button type="submit" disabled={running || !available}>
          <Play size={18} aria-hidden="true" />
          {submitLabel}
        </Button>
        {running && onStop && (
          <Button $variant="secondary" onClick={onStop}>
            <Square size={18} aria-hidden="true" />
            Stoppen
          </Button>
        )}
        <Hint>oder Strg + Enter</Hint>
      </Actions>
    </Form>
  );
}

/** Options of a tool side by side on wide screens, stacked on small ones. */
export const ToolOptions = Options;
