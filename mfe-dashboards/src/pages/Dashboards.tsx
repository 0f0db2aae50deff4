import { lazy, Suspense, useState } from 'react';
import { useHasAnyRole } from 'shared-auth';
import { ADMIN_ROLES, Spinner, Tabs, ToolPage, messageFor } from 'shared-ui';
import { lastDays, type DateRange } from '../dashboards/dateRange';
import { DateRangeFilter } from '../dashboards/DateRangeFilter';
import { AdsTab } from '../dashboards/tabs/AdsTab';
import { EpaperTab } from '../dashboards/tabs/EpaperTab';
import { OverviewTab } from '../dashboards/tabs/OverviewTab';
import { ReachTab } from '../dashboards/tabs/ReachTab';
import { Top30Tab } from '../dashboards/tabs/Top30Tab';
import { useLiveUpdates } from '../dashboards/useLiveUpdates';

// Only admins open it: its code loads with the tab, not with the page.
const UsageTab = lazy(() => import('../dashboards/tabs/UsageTab'));

function UsagePanel({ range }: { range: DateRange }) {
  return (
    <Suspense fallback={<Spinner label="Daten werden geladen …" />}>
      <UsageTab range={range} />
    </Suspense>
  );
}

const tabs = [
  { id: 'overview', label: 'Übersicht', Panel: OverviewTab },
  { id: 'reach', label: 'Reichweite', Panel: ReachTab },
  { id: 'ads', label: 'Vermarktung', Panel: AdsTab },
  { id: 'epaper', label: 'E-Paper', Panel: EpaperTab },
  { id: 'top30', label: 'Top 30', Panel: Top30Tab },
  // Tenant and portal admins only; the gateway refuses everyone else as well.
  { id: 'usage', label: 'Nutzung', Panel: UsagePanel, adminsOnly: true },
] as const;

type TabId = (typeof tabs)[number]['id'];

export default function Dashboards() {
  const isAdmin = useHasAnyRole(ADMIN_ROLES);
  const visible = tabs.filter((tab) => isAdmin || !('adminsOnly' in tab));
  const [selected, setSelected] = useState<TabId>('overview');
  const [range, setRange] = useState<DateRange>(() => lastDays(30));
  const { Panel } = visible.find((tab) => tab.id === selected) ?? tabs[0];
  const updated = useLiveUpdates();

  return (
    <ToolPage featureId="dashboards">
      <DateRangeFilter value={range} onChange={setRange} note={updated ? messageFor('dashboards-updated') : null} />
      <Tabs label="Dashboards" items={visible} selected={selected} onSelect={(id) => setSelected(id as TabId)}>
        <Panel range={range} />
      </Tabs>
    </ToolPage>
  );
}
