import styled from 'styled-components';
import type { TopTenItem } from 'shared-ui';

const List = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding-left: 1.75rem;
  li {
    padding-left: 0.25rem;
    line-height: 1.5;
  }
  li::marker {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
  }
`;

/** The ranked points as an ordered list: the rank is the list number, so screen readers say it too. */
export function RankedList({ items, label }: { items: TopTenItem[]; label: string }) {
  return (
    <List aria-label={label}>
      {items.map((item, index) => (
        <li key={index}>
          <strong>{item.title}</strong>
          <span>{item.explanation}</span>
        </li>
      ))}
    </List>
  );
}
