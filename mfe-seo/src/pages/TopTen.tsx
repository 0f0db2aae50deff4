import { ToolPage } from 'shared-ui';

export default function TopTen() {
  return <ToolPage featureId="top-ten" />;
}
