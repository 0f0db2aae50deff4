import { formatNumber } from 'shared-ui';
import { useGetTop30Query, type Top30Row } from '../api';
import { DataTable, type Column } from '../DataTable';
import { formatRange, type DateRange } from '../dateRange';
import { ExternalLink } from '../ExternalLink';
import { QueryView } from '../QueryView';
import { TabSection } from './Section';

const columns: readonly Column<Top30Row>[] = [
  { header: 'Rang', cell: (row) => formatNumber(row.rank), csv: (row) => row.rank, numeric: true },
  { header: 'Titel', cell: (row) => <ExternalLink url={row.url}>{row.title}</ExternalLink>, csv: (row) => row.title, wrap: true },
  { header: 'Ressort', cell: (row) => row.section, csv: (row) => row.section },
  { header: 'Page Impressions', cell: (row) => formatNumber(row.pageImpressions), csv: (row) => row.pageImpressions, numeric: true },
  { header: 'URL', cell: (row) => row.url, csv: (row) => row.url, csvOnly: true },
];

/** Top 30: articles ranked by page impressions over the whole range. */
export function Top30Tab({ range }: { range: DateRange }) {
  return (
    <QueryView query={useGetTop30Query(range)}>
      {(rows) => (
        <TabSection aria-label="Top 30">
          <DataTable
            caption={`Top 30 Artikel nach Page Impressions, ${formatRange(range)}`}
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.rank)}
            fileStem="top30"
            range={range}
          />
        </TabSection>
      )}
    </QueryView>
  );
}
