import styled from 'styled-components';
import type { PressReleaseResult } from 'shared-ui';
import { paragraphs } from './articleDraft';

const Article = styled.article`
  display: grid;
  gap: 0.9rem;
  max-width: 70ch;
  line-height: 1.6;
  h3 {
    margin: 0;
    font-size: 1.5rem;
    line-height: 1.3;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Teaser = styled.p`
  font-weight: 600;
`;

/** The draft laid out like an article, all of it as text. */
export function ArticleView({ draft }: { draft: PressReleaseResult }) {
  return (
    <Article aria-labelledby="article-draft-headline">
      <h3 id="article-draft-headline">{draft.headline}</h3>
      <Teaser>
        <strong>{draft.teaser}</strong>
      </Teaser>
      {paragraphs(draft.body).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </Article>
  );
}
