import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { below, up } from '../theme/theme';

export interface TabItem {
  id: string;
  label: string;
}

const TabList = styled.div`
  display: flex;
  gap: 0.25rem;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  ${below('small')} {
    display: none;
  }
`;

const Tab = styled.button<{ $active: boolean }>`
  padding: 0.6rem 1.1rem;
  border: none;
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  margin-bottom: -2px;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.muted)};
  cursor: pointer;
`;

const SelectLabel = styled.label`
  display: grid;
  gap: 0.35rem;
  font-weight: 600;
  ${up('small')} {
    display: none;
  }
  select {
    font: inherit;
    padding: 0.6rem;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Panel = styled.div`
  padding-top: 1.25rem;
`;

export interface TabsProps {
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}

/**
 * Tabs with the WAI-ARIA keyboard pattern (arrow keys, Home, End); on small screens the same choice is
 * a native select, which phones render as their own picker.
 */
export function Tabs({ label, items, selected, onSelect, children }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const focusTab = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    onSelect(item.id);
    tabRefs.current[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={item.id === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={item.id === selected ? 0 : -1}
            $active={item.id === selected}
            onClick={() => onSelect(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <SelectLabel>
        {label}
        <select value={selected} onChange={(event) => onSelect(event.target.value)}>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
      </SelectLabel>
      <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`}>
        {children}
      </Panel>
    </div>
  );
}
