import { formatDate, formatNumber } from 'shared-ui';
import { useGetInfonlineQuery, type InfonlineRow } from '../api';
import { ChartFigure } from '../ChartFigure';
import { DataTable, type Column } from '../DataTable';
import { formatRange, type DateRange } from '../dateRange';
import { QueryView } from '../QueryView';
import { pivotByDay } from '../series';
import { TabSection } from './Section';

const columns: readonly Column<InfonlineRow>[] = [
  { header: 'Datum', cell: (row) => formatDate(row.day), csv: (row) => row.day },
  { header: 'Marke', cell: (row) => row.brand, csv: (row) => row.brand },
  { header: 'Visits', cell: (row) => formatNumber(row.visits), csv: (row) => row.visits, numeric: true },
  { header: 'Page Impressions', cell: (row) => formatNumber(row.pageImpressions), csv: (row) => row.pageImpressions, numeric: true },
];

/** Reichweite (INFOnline): page impressions per day and brand. */
export function ReachTab({ range }: { range: DateRange }) {
  return (
    <QueryView query={useGetInfonlineQuery(range)}>
      {(rows) => (
        <TabSection aria-label="Reichweite">
          <ChartFigure
            caption={`Page Impressions pro Tag und Marke, ${formatRange(range)}`}
            {...pivotByDay(
              rows,
              (row) => row.brand,
              (row) => row.pageImpressions,
            )}
          />
          <DataTable
            caption="Reichweite pro Tag und Marke"
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.day}|${row.brand}`}
            fileStem="reichweite"
            range={range}
          />
        </TabSection>
      )}
    </QueryView>
  );
}
