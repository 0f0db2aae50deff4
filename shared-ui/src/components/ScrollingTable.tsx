import type { ReactNode } from 'react';
import styled from 'styled-components';

/** On phones the table scrolls sideways inside this box instead of widening the page. */
const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  /* Digits of equal width, so numbers and dates line up from row to row. */
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.background};
    font-weight: 600;
  }
  .numeric {
    text-align: right;
  }
  .wrap {
    white-space: normal;
    min-width: 16rem;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
`;

/**
 * A table of data in its own sideways-scrolling box. The box is a region keyboard users can focus to
 * scroll; it and the table are named by the heading `labelledBy` names. Cells stay on one line unless
 * marked `className="wrap"` (long text); `className="numeric"` aligns a column's numbers right.
 */
export function ScrollingTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Scroll role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <Table aria-labelledby={labelledBy}>{children}</Table>
    </Scroll>
  );
}
