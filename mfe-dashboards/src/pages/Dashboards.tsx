import { ToolPage } from 'shared-ui';

export default function Dashboards() {
  return <ToolPage featureId="dashboards" />;
}
