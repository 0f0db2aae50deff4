import styled from 'styled-components';
import type { HouseStyleApplied } from 'portal-contract';

const Details = styled.details`
  font-size: 0.9375rem;
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.1rem;
    display: grid;
    gap: 0.35rem;
  }
`;

const Explanation = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * How many changes the tenant's house style made to a tool's result, the list on demand — so a
 * writer knows the text is not the model's word for word.
 */
export default function HouseStyleView({ applied }: { applied: NonNullable<HouseStyleApplied['houseStyle']> }) {
  const count = applied.changes.length;
  return (
    <Details>
      <summary>Hausstil angewendet: {count === 1 ? '1 Änderung' : `${count} Änderungen`}</summary>
      <ul>
        {applied.changes.map((change, index) => (
          <li key={index}>
            „{change.original}“ → „{change.replacement}“
            <Explanation>
              {change.reason} – {change.explanation}
            </Explanation>
          </li>
        ))}
      </ul>
    </Details>
  );
}
