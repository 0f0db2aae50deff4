import { useId } from 'react';
import { VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import type { SeoCheck } from 'shared-ui';
import { failedFirst } from './score';

const Box = styled.section`
  display: grid;
  gap: 0.5rem;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1.5rem 1fr;
  gap: 0.15rem 0.5rem;
`;

const Marker = styled.span<{ $passed: boolean }>`
  font-weight: 700;
  text-align: center;
  color: ${({ theme, $passed }) => ($passed ? theme.colors.success : theme.colors.danger)};
`;

const Suggestion = styled.p`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The checks, failed ones first with the gateway's concrete suggestion; passed or not is said in words too. */
export function CheckList({ checks }: { checks: SeoCheck[] }) {
  const headingId = useId();
  const passed = checks.filter((check) => check.passed).length;
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>Prüfungen</h3>
      <p>
        {passed} von {checks.length} erfüllt
      </p>
      <List aria-labelledby={headingId}>
        {failedFirst(checks).map((check) => (
          <Item key={check.id}>
            <Marker $passed={check.passed} aria-hidden="true">
              {check.passed ? '✓' : '✗'}
            </Marker>
            <span>
              <VisuallyHidden>{check.passed ? 'Erfüllt: ' : 'Nicht erfüllt: '}</VisuallyHidden>
              {check.label}
            </span>
            {!check.passed && check.suggestion && <Suggestion>{check.suggestion}</Suggestion>}
          </Item>
        ))}
      </List>
    </Box>
  );
}
