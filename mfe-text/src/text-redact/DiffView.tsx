import styled from 'styled-components';
import { describeChange, visibleBlanks } from './changeLabels';
import type { DiffPart } from './wordChanges';

const Text = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 2;
`;

/** Accepted: the old words struck, the new ones marked. Rejected: the other way round. */
const Change = styled.span<{ $accepted: boolean }>`
  del,
  ins {
    padding: 0 0.15rem;
    border-radius: 3px;
    text-decoration-thickness: 2px;
  }
  del {
    background: ${({ theme, $accepted }) => ($accepted ? theme.colors.dangerSurface : 'transparent')};
    color: ${({ theme, $accepted }) => ($accepted ? theme.colors.danger : 'inherit')};
    text-decoration: ${({ $accepted }) => ($accepted ? 'line-through' : 'none')};
  }
  ins {
    background: ${({ theme, $accepted }) => ($accepted ? theme.colors.successSurface : 'transparent')};
    color: ${({ theme, $accepted }) => ($accepted ? theme.colors.success : theme.colors.muted)};
    text-decoration: ${({ $accepted }) => ($accepted ? 'underline' : 'line-through')};
  }
`;

const Choice = styled.button`
  display: inline-grid;
  place-items: center;
  width: 1.6rem;
  height: 1.6rem;
  margin-left: 0.2rem;
  padding: 0;
  vertical-align: middle;
  font: inherit;
  line-height: 1;
  cursor: pointer;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export interface DiffViewProps {
  parts: readonly DiffPart[];
  isAccepted: (id: number) => boolean;
  onChoose: (id: number, accept: boolean) => void;
}

/** The author's text with every change marked in place and a take/leave pair of buttons beside it. */
export function DiffView({ parts, isAccepted, onChoose }: DiffViewProps) {
  return (
    <Text data-testid="redact-diff">
      {parts.map((part, index) => {
        if (part.kind === 'same') return <span key={`same-${index}`}>{part.text}</span>;
        const accepted = isAccepted(part.id);
        const what = describeChange(part);
        return (
          <Change key={`change-${part.id}`} $accepted={accepted}>
            {part.removed && <del>{visibleBlanks(part.removed)}</del>}
            {part.added && <ins>{visibleBlanks(part.added)}</ins>}
            <Choice
              type="button"
              aria-pressed={accepted}
              aria-label={`${what} übernehmen`}
              title={`${what} übernehmen`}
              onClick={() => onChoose(part.id, true)}
            >
              <span aria-hidden="true">✓</span>
            </Choice>
            <Choice
              type="button"
              aria-pressed={!accepted}
              aria-label={`${what} ablehnen`}
              title={`${what} ablehnen`}
              onClick={() => onChoose(part.id, false)}
            >
              <span aria-hidden="true">✗</span>
            </Choice>
          </Change>
        );
      })}
    </Text>
  );
}
