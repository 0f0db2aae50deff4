import { PlainText } from 'shared-ui';
import styled from 'styled-components';
import type { FaqEntry, FaqSource } from 'shared-ui';

const List = styled.ul`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  summary {
    cursor: pointer;
  }
  details > div {
    margin: 0.4rem 0 0.2rem 1rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Heading = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.muted};
`;

const Category = styled.span`
  display: inline-block;
  margin-right: 0.4rem;
  padding: 0 0.45rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8rem;
  font-weight: 600;
`;

function SourceTitle({ source }: { source: FaqSource }) {
  return (
    <>
      <Category>{source.category}</Category>
      {source.question}
    </>
  );
}

/** The FAQ entries an answer rests on; with the entries loaded, each opens to its own answer. */
export function Sources({
  sources,
  entries,
  headingId,
}: {
  sources: readonly FaqSource[];
  entries: readonly FaqEntry[] | undefined;
  headingId: string;
}) {
  return (
    <>
      <Heading id={headingId}>Quellen</Heading>
      <List aria-labelledby={headingId}>
        {sources.map((source) => {
          const entry = entries?.find((candidate) => candidate.id === source.id);
          return (
            <li key={source.id}>
              {entry ? (
                <details>
                  <summary>
                    <SourceTitle source={source} />
                  </summary>
                  <PlainText>{entry.answer}</PlainText>
                </details>
              ) : (
                <SourceTitle source={source} />
              )}
            </li>
          );
        })}
      </List>
    </>
  );
}
