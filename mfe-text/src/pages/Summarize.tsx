import { ToolPage } from 'shared-ui';

export default function Summarize() {
  return <ToolPage featureId="summarize" />;
}
