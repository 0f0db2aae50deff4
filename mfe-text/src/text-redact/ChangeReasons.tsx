import styled from 'styled-components';
import { shortChange } from './changeLabels';
import type { RedactChange } from 'shared-ui';

const Section = styled.section`
  display: grid;
  gap: 0.5rem;
  align-content: start;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
    display: grid;
    gap: 0.4rem;
  }
`;

const Reason = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The gateway's own list of what it changed and why, for the reader who wants the reasons. */
export function ChangeReasons({ changes }: { changes: readonly RedactChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Section aria-labelledby="redact-reasons-title">
      <h3 id="redact-reasons-title">Begründungen</h3>
      <ul>
        {changes.map((change, index) => (
          <li key={index}>
            {shortChange({ removed: change.original, added: change.replacement })}
            <Reason>
              {change.reason}
              {/* A house-style change carries its rule's explanation. */}
              {change.explanation && ` – ${change.explanation}`}
            </Reason>
          </li>
        ))}
      </ul>
    </Section>
  );
}
