import { ToolPage } from 'shared-ui';

export default function PressRelease() {
  return <ToolPage featureId="press-release" />;
}
