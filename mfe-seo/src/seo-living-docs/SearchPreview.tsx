import { useId } from 'react';
import { seoLimits } from 'shared-ui';
import styled from 'styled-components';
import { truncateForSnippet } from './snippet';

/** The site the articles are published on; the preview shows the slug beneath it like a search engine. */
export const PREVIEW_SITE = 'www.sueddeutsche.de';

const Box = styled.section`
  display: grid;
  gap: 0.5rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

// Colours and font of a search result page on purpose: editors judge the snippet as readers will see it.
const Snippet = styled.div`
  max-width: 600px;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: #fff;
  font-family: Arial, sans-serif;
  overflow-wrap: anywhere;
`;

const Url = styled.p`
  margin: 0 0 0.25rem;
  font-size: 0.875rem;
  color: #202124;
`;

const Title = styled.p`
  margin: 0 0 0.25rem;
  font-size: 1.25rem;
  line-height: 1.3;
  color: #1a0dab;
`;

const Description = styled.p`
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.58;
  color: #4d5156;
`;

export interface SearchPreviewProps {
  title: string;
  description: string;
  slug: string;
}

/** How the article would look in a search result list, updated as the fields are edited. */
export function SearchPreview({ title, description, slug }: SearchPreviewProps) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>Vorschau im Suchergebnis</h3>
      <Snippet>
        <Url data-testid="preview-url">{slug ? `${PREVIEW_SITE} › ${slug}` : PREVIEW_SITE}</Url>
        <Title data-testid="preview-title">{truncateForSnippet(title, seoLimits.title)}</Title>
        <Description data-testid="preview-description">{truncateForSnippet(description, seoLimits.description)}</Description>
      </Snippet>
    </Box>
  );
}
