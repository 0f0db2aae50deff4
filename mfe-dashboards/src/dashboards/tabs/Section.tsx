import styled from 'styled-components';

/** A tab's content: chart, then its table. */
export const TabSection = styled.section`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;
