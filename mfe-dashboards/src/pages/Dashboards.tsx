import { useState } from 'react';
import { Tabs, ToolPage, messageFor } from 'shared-ui';
import { lastDays, type DateRange } from '../dashboards/dateRange';
import { DateRangeFilter } from '../dashboards/DateRangeFilter';
import { AdsTab } from '../dashboards/tabs/AdsTab';
import { EpaperTab } from '../dashboards/tabs/EpaperTab';
import { OverviewTab } from '../dashboards/tabs/OverviewTab';
import { ReachTab } from '../dashboards/tabs/ReachTab';
import { Top30Tab } from '../dashboards/tabs/Top30Tab';
import { useLiveUpdates } from '../dashboards/useLiveUpdates';

const tabs = [
  { id: 'overview', label: 'Übersicht', Panel: OverviewTab },
  { id: 'reach', label: 'Reichweite', Panel: ReachTab },
  { id: 'ads', label: 'Vermarktung', Panel: AdsTab },
  { id: 'epaper', label: 'E-Paper', Panel: EpaperTab },
  { id: 'top30', label: 'Top 30', Panel: Top30Tab },
] as const;

type TabId = (typeof tabs)[number]['id'];

export default function Dashboards() {
  const [selected, setSelected] = useState<TabId>('overview');
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  const { Panel } = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  const updated = useLiveUpdates();

  return (
    <ToolPage featureId="dashboards">
      <DateRangeFilter value={range} onChange={setRange} note={updated ? messageFor('dashboards-updated') : null} />
      <Tabs label="Dashboards" items={tabs} selected={selected} onSelect={(id) => setSelected(id as TabId)}>
        <Panel range={range} />
      </Tabs>
    </ToolPage>
  );
}
