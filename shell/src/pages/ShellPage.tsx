import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageTitle } from 'shared-ui';

const Article = styled.article`
  display: grid;
  gap: 1.25rem;
  align-content: start;
  max-width: 48rem;
  h1 {
    margin: 0;
    font-size: 1.9rem;
  }
`;

/** Frame of the shell's own pages: sets `<product> | <title>` and shows the heading. */
export function ShellPage({ title, heading, children }: { title: string; heading?: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Article>
      <h1>{heading ?? title}</h1>
      {children}
    </Article>
  );
}
