import { ToolPage } from 'shared-ui';

export default function Redact() {
  return <ToolPage featureId="text-redact" />;
}
