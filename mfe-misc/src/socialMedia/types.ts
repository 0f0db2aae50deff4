import type { SocialPlatform } from 'shared-ui';

/** gateway/README.md, "Contract: AI tools": `text` is the whole post, hashtags included. */
export interface SocialPost {
  platform: SocialPlatform;
  text: string;
  hashtags: string[];
}

export interface SocialMediaResult {
  posts: SocialPost[];
}

export interface SocialMediaRequest {
  text: string;
  platforms: SocialPlatform[];
}
