import { ToolPage } from 'shared-ui';

export default function SeoSelfMade() {
  return <ToolPage featureId="seo-self-made" />;
}
