import { formatDate, formatNumber } from 'shared-ui';
import { useGetEpaperQuery, type EpaperRow } from '../api';
import { ChartFigure } from '../ChartFigure';
import { DataTable, type Column } from '../DataTable';
import { formatRange, type DateRange } from '../dateRange';
import { QueryView } from '../QueryView';
import { pivotByDay } from '../series';
import { TabSection } from './Section';

const columns: readonly Column<EpaperRow>[] = [
  { header: 'Datum', cell: (row) => formatDate(row.day), csv: (row) => row.day },
  { header: 'Ausgabe', cell: (row) => row.edition, csv: (row) => row.edition },
  { header: 'Leser', cell: (row) => formatNumber(row.readers), csv: (row) => row.readers, numeric: true },
  { header: 'Downloads', cell: (row) => formatNumber(row.downloads), csv: (row) => row.downloads, numeric: true },
];

/** E-Paper: readers per day and edition; downloads in the table. */
export function EpaperTab({ range }: { range: DateRange }) {
  return (
    <QueryView query={useGetEpaperQuery(range)}>
      {(rows) => (
        <TabSection aria-label="E-Paper">
          <ChartFigure
            caption={`E-Paper-Leser pro Tag und Ausgabe, ${formatRange(range)}`}
            {...pivotByDay(
              rows,
              (row) => row.edition,
              (row) => row.readers,
            )}
          />
          <DataTable
            caption="E-Paper pro Tag und Ausgabe"
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.day}|${row.edition}`}
            fileStem="epaper"
            range={range}
          />
        </TabSection>
      )}
    </QueryView>
  );
}
