import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import styled from 'styled-components';
import { Alert, Button, messageFor } from 'shared-ui';
import { RemotePageError } from './loadRemotePage';

const Failed = styled.section`
  display: grid;
  gap: 1.25rem;
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
`;

interface Props {
  remote: string;
  /** The page's title, so the user still sees where they are. */
  title: string;
  onRetry: () => void;
  /** Told of every failure: a load that failed, or a page that crashed while rendering. */
  onFailure?: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** Set when the remote was built for an incompatible version of a shared package. */
  incompatible: string | null;
}

/**
 * Catches a remote that cannot be loaded (server down, broken release) or that crashes while
 * rendering, so only its slot shows the error; nav, home and every other remote keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, incompatible: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, incompatible: error instanceof RemotePageError ? error.incompatibleShared : null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.remote}]`, error, info.componentStack);
    this.props.onFailure?.();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.state.incompatible) {
      // Retrying cannot help: the release itself has to change (rollback or rebuild against the shell).
      return (
        <Failed>
          <h1>{this.props.title}</h1>
          <Alert tone="error">
            <span data-testid="remote-error">{messageFor('remote-incompatible', { package: this.state.incompatible })}</span>
          </Alert>
        </Failed>
      );
    }
    return (
      <Failed>
        <h1>{this.props.title}</h1>
        <Alert tone="error">
          <span data-testid="remote-error">{messageFor('remote-unavailable')}</span>
          <Button $variant="secondary" onClick={this.props.onRetry}>
            <RotateCcw size={18} aria-hidden="true" />
            Erneut versuchen
          </Button>
        </Alert>
      </Failed>
    );
  }
}
