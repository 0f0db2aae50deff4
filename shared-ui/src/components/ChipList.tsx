import styled from 'styled-components';

/**
 * A list of chips (keywords, hashtags, suggested questions): side by side, wrapping onto the next
 * line, without bullets or indent. Each list styles its own chips.
 */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
