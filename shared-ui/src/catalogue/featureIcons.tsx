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
  Scale,
  Search,
  Share2,
  SpellCheck,
  Volume2,
} from 'lucide-react';
import { features, type FeatureId, type IconId } from 'portal-contract';

/** What each icon id of the catalogue draws; the catalogue itself (portal-contract) holds no React. */
const icons: Record<IconId, LucideIcon> = {
  'spell-check': SpellCheck,
  languages: Languages,
  'file-text': FileText,
  newspaper: Newspaper,
  'audio-lines': AudioLines,
  'book-marked': BookMarked,
  search: Search,
  'pen-line': PenLine,
  'list-ordered': ListOrdered,
  share: Share2,
  hash: Hash,
  volume: Volume2,
  link: Link2,
  'bar-chart': BarChart3,
  'message-question': MessageCircleQuestion,
  messages: MessagesSquare,
  scale: Scale,
};

/** The icon of each catalogue entry, by the icon id its entry (or tool descriptor) names. */
export const featureIcons = Object.fromEntries([
  ...features.map((feature) => [feature.id, icons[feature.icon]]),
  ['chat', icons.messages],
]) as Record<FeatureId | 'chat', LucideIcon>;

export function FeatureIcon({ id, ...props }: { id: FeatureId | 'chat' } & LucideProps) {
  const Icon = featureIcons[id];
  return <Icon aria-hidden="true" {...props} />;
}
