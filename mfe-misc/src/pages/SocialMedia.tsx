import { ToolPage } from 'shared-ui';

export default function SocialMedia() {
  return <ToolPage featureId="social-media" />;
}
