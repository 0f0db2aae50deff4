import { formatDate, formatEuro, formatNumber } from 'shared-ui';
import { useGetSymplrQuery, type SymplrRow } from '../api';
import { ChartFigure } from '../ChartFigure';
import { DataTable, type Column } from '../DataTable';
import { formatRange, type DateRange } from '../dateRange';
import { QueryView } from '../QueryView';
import { TabSection } from './Section';

const columns: readonly Column<SymplrRow>[] = [
  { header: 'Datum', cell: (row) => formatDate(row.day), csv: (row) => row.day },
  { header: 'Ad Impressions', cell: (row) => formatNumber(row.adImpressions), csv: (row) => row.adImpressions, numeric: true },
  { header: 'Umsatz (€)', cell: (row) => formatEuro(row.revenue), csv: (row) => row.revenue, numeric: true },
  { header: 'eCPM (€)', cell: (row) => formatEuro(row.ecpm), csv: (row) => row.ecpm, numeric: true },
];

const series = [
  { key: 'adImpressions', name: 'Ad Impressions', kind: 'bar', axis: 'left' },
  { key: 'revenue', name: 'Umsatz', kind: 'line', axis: 'right' },
] as const;

/** Vermarktung (symplr): ad impressions and revenue per day, eCPM in the table. */
export function AdsTab({ range }: { range: DateRange }) {
  return (
    <QueryView query={useGetSymplrQuery(range)}>
      {(rows) => (
        <TabSection aria-label="Vermarktung">
          <ChartFigure
            caption={`Ad Impressions und Umsatz pro Tag, ${formatRange(range)}`}
            data={rows.map(({ day, adImpressions, revenue }) => ({ day, adImpressions, revenue }))}
            series={series}
            rightFormat={formatEuro}
          />
          <DataTable
            caption="Vermarktung pro Tag"
            columns={columns}
            rows={rows}
            rowKey={(row) => row.day}
            fileStem="vermarktung"
            range={range}
          />
        </TabSection>
      )}
    </QueryView>
  );
}
