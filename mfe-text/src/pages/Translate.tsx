import { ToolPage } from 'shared-ui';

export default function Translate() {
  return <ToolPage featureId="text-translation" />;
}
