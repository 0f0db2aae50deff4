import { useId, useState, type KeyboardEvent } from 'react';
import { Button, ChipList } from 'shared-ui';
import styled from 'styled-components';

const Group = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 0.35rem;
  }
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.2rem 0.3rem 0.2rem 0.75rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.ink};
  button {
    display: inline-grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
    font: inherit;
    &:hover {
      background: rgba(11, 79, 156, 0.15);
    }
  }
`;

const AddRow = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  align-items: center;
  label {
    flex-basis: 100%;
    font-size: 0.9rem;
  }
  input {
    flex: 1 1 12rem;
    font: inherit;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface KeywordListProps {
  keywords: string[];
  onChange: (keywords: string[]) => void;
}

/** Keywords as chips: each can be removed, new ones added (Enter or the button); duplicates are ignored. */
export function KeywordList({ keywords, onChange }: KeywordListProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();

  const add = () => {
    const keyword = draft.trim();
    if (!keyword) return;
    if (!keywords.some((known) => known.toLowerCase() === keyword.toLowerCase())) onChange([...keywords, keyword]);
    setDraft('');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Group>
      <legend>Keywords</legend>
      {keywords.length > 0 ? (
        <ChipList aria-label="Keywords">
          {keywords.map((keyword) => (
            <Chip key={keyword}>
              {keyword}
              <button
                type="button"
                aria-label={`Keyword „${keyword}“ entfernen`}
                onClick={() => onChange(keywords.filter((k) => k !== keyword))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </Chip>
          ))}
        </ChipList>
      ) : (
        <Empty>Keine Keywords.</Empty>
      )}
      <AddRow>
        <label htmlFor={inputId}>Keyword hinzufügen</label>
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={addOnEnter}
          placeholder="Neues Keyword"
        />
        <Button $variant="secondary" onClick={add}>
          Hinzufügen
        </Button>
      </AddRow>
    </Group>
  );
}
