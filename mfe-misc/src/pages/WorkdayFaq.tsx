import { ToolPage } from 'shared-ui';

export default function WorkdayFaq() {
  return <ToolPage featureId="workday-faq" />;
}
