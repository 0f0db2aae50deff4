import { ToolPage } from 'shared-ui';

export default function ShortLink() {
  return <ToolPage featureId="short-link" />;
}
