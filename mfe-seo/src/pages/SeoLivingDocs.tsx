import { ToolPage } from 'shared-ui';

export default function SeoLivingDocs() {
  return <ToolPage featureId="seo-living-docs" />;
}
