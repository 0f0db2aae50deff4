import {
  AudioLines,
  BarChart3,
  BookMarked,
  FileText,
  Hash,
  Languages,
  Link2,
  ListOrdered,
  type LucideIcon,
  type LucideProps,
  MessageCircleQuestion,
  MessagesSquare,
  Newspaper,
  PenLine,
  Search,
  Share2,
  SpellCheck,
  Volume2,
} from 'lucide-react';
import type { FeatureId } from 'portal-contract';

/** The icon of each catalogue entry; the catalogue itself (portal-contract) holds no React. */
export const featureIcons: Record<FeatureId | 'chat', LucideIcon> = {
  'text-redact': SpellCheck,
  'text-translation': Languages,
  summarize: FileText,
  'press-release': Newspaper,
  'audio-transcript': AudioLines,
  'house-style': BookMarked,
  'seo-living-docs': Search,
  'seo-self-made': PenLine,
  'top-ten': ListOrdered,
  'social-media': Share2,
  'keyword-extraction': Hash,
  'text-speech': Volume2,
  'short-link': Link2,
  dashboards: BarChart3,
  'workday-faq': MessageCircleQuestion,
  chat: MessagesSquare,
};

export function FeatureIcon({ id, ...props }: { id: FeatureId | 'chat' } & LucideProps) {
  const Icon = featureIcons[id];
  return <Icon aria-hidden="true" {...props} />;
}
