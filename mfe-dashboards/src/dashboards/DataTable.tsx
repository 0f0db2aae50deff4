import { useId, type ReactNode } from 'react';
import { Button, ScrollingTable, downloadCsv, toCsv, type CsvValue } from 'shared-ui';
import styled from 'styled-components';
import type { DateRange } from './dateRange';

export interface Column<Row> {
  header: string;
  /** What the table shows, in German formats. */
  cell: (row: Row) => ReactNode;
  /**
   * What the CSV holds: ISO days and plain numbers, so spreadsheets and scripts can compute with them.
   * None: only in the table (a combined column whose parts the CSV has one by one).
   */
  csv?: (row: Row) => CsvValue;
  numeric?: boolean;
  /** Long text (titles) may wrap; everything else stays on one line. */
  wrap?: boolean;
  /** Only in the CSV, e.g. the article URL that the table shows as the title's link. */
  csvOnly?: boolean;
}

const classOf = (column: { numeric?: boolean; wrap?: boolean }) =>
  [column.numeric && 'numeric', column.wrap && 'wrap'].filter(Boolean).join(' ') || undefined;

const Block = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

/**
 * A data table with a caption and "Als CSV exportieren". The table is also the accessible alternative
 * to the chart above it.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  fileStem,
  range,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** File name start, e.g. `reichweite` → `reichweite_2026-10-27_2026-11-25.csv`. */
  fileStem: string;
  range: DateRange;
}) {
  const captionId = useId();
  const shown = columns.filter((column) => !column.csvOnly);
  const inCsv = columns.flatMap((column) => (column.csv ? [{ header: column.header, value: column.csv }] : []));
  const exportCsv = () =>
    downloadCsv(
      `${fileStem}_${range.from}_${range.to}.csv`,
      toCsv(
        inCsv.map((column) => column.header),
        rows.map((row) => inCsv.map((column) => column.value(row))),
      ),
    );

  return (
    <Block>
      <Head>
        <h3 id={captionId}>{caption}</h3>
        <Button $variant="secondary" onClick={exportCsv}>
          Als CSV exportieren
        </Button>
      </Head>
      <ScrollingTable labelledBy={captionId}>
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.header} scope="col" className={classOf(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {shown.map((column) => (
                <td key={column.header} className={classOf(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </Block>
  );
}
