import { useState } from 'react';
import styled from 'styled-components';
import { messageFor, type SourceFinding } from 'portal-contract';
import { Button } from '../Button';

/** How the page names each kind of finding. */
const findingLabels: Record<SourceFinding['kind'], string> = {
  number: 'Zahl',
  date: 'Datum',
  weekday: 'Wochentag',
  time: 'Uhrzeit',
  person: 'Person',
  function: 'Funktion',
  organisation: 'Organisation',
  place: 'Ort',
  quote: 'Zitat',
};

const Panel = styled.section`
  display: grid;
  gap: 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: 0.9rem 1rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.6rem;
  }
`;

const Finding = styled.li<{ $dismissed: boolean }>`
  display: grid;
  gap: 0.25rem;
  padding-left: 0.75rem;
  border-left: 3px solid ${({ theme, $dismissed }) => ($dismissed ? theme.colors.border : theme.colors.danger)};
  opacity: ${({ $dismissed }) => ($dismissed ? 0.7 : 1)};
`;

const Kind = styled.span`
  font-size: 0.8125rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.muted};
`;

const Marked = styled.div`
  white-space: pre-wrap;
  line-height: 1.6;
  mark {
    background: ${({ theme }) => theme.colors.dangerSurface};
    color: inherit;
    border-bottom: 2px solid ${({ theme }) => theme.colors.danger};
    padding: 0 0.1em;
  }
`;

/** The text with every open finding marked (findings are sorted and do not overlap). */
export function MarkedText({ text, findings }: { text: string; findings: readonly SourceFinding[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [index, finding] of [...findings].sort((a, b) => a.start - b.start).entries()) {
    if (finding.start < at || finding.end > text.length) continue;
    parts.push(text.slice(at, finding.start));
    parts.push(
      <mark key={index} title={finding.reason}>
        {text.slice(finding.start, finding.end)}
      </mark>,
    );
    at = finding.end;
  }
  parts.push(text.slice(at));
  return <Marked data-testid="source-check-marked">{parts}</Marked>;
}

export interface SourceCheckViewProps {
  findings: readonly SourceFinding[];
  /** The checked text: shown with the findings marked. */
  markedText?: string | undefined;
}

/**
 * Quellencheck beside a result: each fact the source does not support, with what the source says.
 * „stimmt trotzdem“ dismisses one (the editor checked it elsewhere); it stays listed, unmarked.
 */
export default function SourceCheckView({ findings, markedText }: SourceCheckViewProps) {
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());
  const open = findings.filter((_, index) => !dismissed.has(index));
  const summary =
    findings.length === 0
      ? messageFor('source-check-clean')
      : open.length === 0
        ? 'Du hast alle Hinweise als richtig bestätigt.'
        : `${open.length === 1 ? '1 Angabe stützt' : `${open.length} Angaben stützt`} die Quelle nicht.`;
  return (
    <Panel aria-label="Quellencheck" data-testid="source-check">
      <h3>Quellencheck</h3>
      <p role="status">{summary}</p>
      {markedText !== undefined && findings.length > 0 && <MarkedText text={markedText} findings={open} />}
      {findings.length > 0 && (
        <ul>
          {findings.map((finding, index) => {
            const isDismissed = dismissed.has(index);
            return (
              <Finding key={`${finding.start}-${index}`} $dismissed={isDismissed}>
                <Kind>{findingLabels[finding.kind]}</Kind>
                <span>
                  „{finding.text}“ – {finding.reason}
                </span>
                {isDismissed ? (
                  <span>Als richtig bestätigt.</span>
                ) : (
                  <div>
                    <Button $variant="secondary" onClick={() => setDismissed(new Set([...dismissed, index]))}>
                      Stimmt trotzdem
                    </Button>
                  </div>
                )}
              </Finding>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
