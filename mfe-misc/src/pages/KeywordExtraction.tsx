import { ToolPage } from 'shared-ui';

export default function KeywordExtraction() {
  return <ToolPage featureId="keyword-extraction" />;
}
