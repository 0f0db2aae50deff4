import styled from 'styled-components';
import { PostCard } from './PostCard';
import type { SocialPost } from 'shared-ui';

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
  }
`;

export function PostList({ posts }: { posts: readonly SocialPost[] }) {
  return (
    <Grid aria-label="Posts">
      {posts.map((post) => (
        <li key={post.platform}>
          <PostCard post={post} />
        </li>
      ))}
    </Grid>
  );
}
