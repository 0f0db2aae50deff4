import { useId } from 'react';
import styled from 'styled-components';
import { ChipList, type FaqEntry } from 'shared-ui';

const List = styled(ChipList)`
  button {
    padding: 0.4rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-size: 0.9rem;
    text-align: left;
    cursor: pointer;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.infoSurface};
    }
  }
`;

const Heading = styled.p`
  margin: 0;
  font-weight: 600;
`;

const MAX_SUGGESTIONS = 4;

/** A few example questions, one per category first so they show the range of the FAQ. */
export function pickSuggestions(entries: readonly FaqEntry[], count = MAX_SUGGESTIONS): FaqEntry[] {
  const seen = new Set<string>();
  const firstOfCategory = entries.filter((entry) => !seen.has(entry.category) && seen.add(entry.category));
  const rest = entries.filter((entry) => !firstOfCategory.includes(entry));
  return [...firstOfCategory, ...rest].slice(0, count);
}

export function Suggestions({ entries, onAsk }: { entries: readonly FaqEntry[]; onAsk: (question: string) => void }) {
  const headingId = useId();
  const suggestions = pickSuggestions(entries);
  if (suggestions.length === 0) return null;
  return (
    <>
      <Heading id={headingId}>Zum Beispiel:</Heading>
      <List aria-labelledby={headingId}>
        {suggestions.map((entry) => (
          <li key={entry.id}>
            <button type="button" onClick={() => onAsk(entry.question)}>
              {entry.question}
            </button>
          </li>
        ))}
      </List>
    </>
  );
}
