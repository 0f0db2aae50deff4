import { useId } from 'react';
import { Card, ChipList, CopyButton, PlainText, formatNumber, socialPlatforms } from 'shared-ui';
import styled from 'styled-components';
import { asHashtag, postLength } from './postLength';
import type { SocialPost } from 'shared-ui';

const Post = styled(Card)`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
`;

const Count = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
`;

/** Smaller chips than elsewhere, a little closer: they belong to one post. */
const Hashtags = styled(ChipList)`
  gap: 0.4rem;
  li {
    padding: 0.15rem 0.6rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.infoSurface};
    color: ${({ theme }) => theme.colors.primary};
    font-size: 0.875rem;
  }
`;

/** One generated post: its text, its length against the platform's limit, its hashtags, copy. */
export function PostCard({ post }: { post: SocialPost }) {
  const headingId = useId();
  const platform = socialPlatforms.find((entry) => entry.id === post.platform);
  const label = platform?.label ?? post.platform;
  const length = postLength(post.text);
  const over = platform !== undefined && length > platform.limit;
  return (
    <Post as="article" aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      <PlainText>{post.text}</PlainText>
      {post.hashtags.length > 0 && (
        <Hashtags aria-label={`Hashtags für ${label}`}>
          {post.hashtags.map((tag) => (
            <li key={tag}>{asHashtag(tag)}</li>
          ))}
        </Hashtags>
      )}
      <Meta>
        <Count $over={over}>
          {formatNumber(length)}
          {platform && ` / ${formatNumber(platform.limit)}`} Zeichen
        </Count>
        <CopyButton text={post.text} label={`Post für ${label} kopieren`} />
      </Meta>
    </Post>
  );
}
