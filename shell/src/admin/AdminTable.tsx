import styled from 'styled-components';

/** The tables of the admin pages: readable on a phone by scrolling sideways. */
export const TableFrame = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.55rem 0.6rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    font-weight: 700;
  }
  td {
    overflow-wrap: anywhere;
  }
  label {
    display: flex;
    gap: 0.4rem;
    align-items: center;
    white-space: nowrap;
  }
`;

export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: end;
`;
