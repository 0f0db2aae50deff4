import { features, formatDate, formatEuro, formatNumber, formatPercent } from 'shared-ui';
import styled from 'styled-components';
import { useGetUsageQuery, type UsageReport } from '../api';
import { ChartFigure } from '../ChartFigure';
import { DataTable, type Column } from '../DataTable';
import { formatRange, type DateRange } from '../dateRange';
import { QueryView } from '../QueryView';
import { pivotByDay } from '../series';
import { TabSection } from './Section';

type ToolRow = UsageReport['tools'][number];
type DayRow = UsageReport['days'][number];
type UserRow = UsageReport['users'][number] & { rank: number };

const toolName = (id: string) => features.find((feature) => feature.id === id)?.name ?? id;
const chars = (row: { charsIn: number; charsOut: number }) => row.charsIn + row.charsOut;
const duration = (ms: number) =>
  ms < 1000 ? `${formatNumber(ms)} ms` : `${(ms / 1000).toLocaleString('de-DE', { maximumFractionDigits: 1 })} s`;

/** „75 % (3 von 4)“: the share of thumbs up among the thumbs given. */
function helpfulShare({ helpful, unhelpful }: ToolRow): string {
  const rated = helpful + unhelpful;
  return rated === 0 ? '–' : `${formatPercent(helpful / rated)} (${helpful} von ${rated})`;
}

/** „0 · 1 · 3“: runs stopped, failed and refused (over the quota). */
const notDone = (row: { stopped: number; failed: number; refused: number }) =>
  [row.stopped, row.failed, row.refused].map(formatNumber).join(' · ');

const toolColumns: readonly Column<ToolRow>[] = [
  { header: 'Werkzeug', cell: (row) => toolName(row.tool), csv: (row) => row.tool },
  { header: 'Läufe', cell: (row) => formatNumber(row.runs), csv: (row) => row.runs, numeric: true },
  { header: 'Gestoppt · Fehler · Abgelehnt', cell: notDone, numeric: true },
  { header: 'Gestoppt', cell: (row) => row.stopped, csv: (row) => row.stopped, csvOnly: true },
  { header: 'Fehlgeschlagen', cell: (row) => row.failed, csv: (row) => row.failed, csvOnly: true },
  { header: 'Abgelehnt', cell: (row) => row.refused, csv: (row) => row.refused, csvOnly: true },
  { header: 'Zeichen', cell: (row) => formatNumber(chars(row)), csv: (row) => chars(row), numeric: true },
  { header: 'Tokens', cell: (row) => formatNumber(row.tokens), csv: (row) => row.tokens, numeric: true },
  { header: 'Kosten ca.', cell: (row) => formatEuro(row.costEuro), csv: (row) => row.costEuro, numeric: true },
  { header: 'Ø Dauer', cell: (row) => duration(row.averageMs), csv: (row) => row.averageMs, numeric: true },
  { header: 'Hilfreich', cell: helpfulShare, csv: (row) => row.helpful, numeric: true },
  { header: 'Nicht hilfreich', cell: (row) => formatNumber(row.unhelpful), csv: (row) => row.unhelpful, numeric: true, csvOnly: true },
];

const dayColumns: readonly Column<DayRow>[] = [
  { header: 'Datum', cell: (row) => formatDate(row.day), csv: (row) => row.day },
  { header: 'Werkzeug', cell: (row) => toolName(row.tool), csv: (row) => row.tool },
  { header: 'Läufe', cell: (row) => formatNumber(row.runs), csv: (row) => row.runs, numeric: true },
  { header: 'Fertig', cell: (row) => row.done, csv: (row) => row.done, csvOnly: true },
  { header: 'Gestoppt · Fehler · Abgelehnt', cell: notDone, numeric: true },
  { header: 'Gestoppt', cell: (row) => row.stopped, csv: (row) => row.stopped, csvOnly: true },
  { header: 'Fehlgeschlagen', cell: (row) => row.failed, csv: (row) => row.failed, csvOnly: true },
  { header: 'Abgelehnt', cell: (row) => row.refused, csv: (row) => row.refused, csvOnly: true },
  { header: 'Zeichen rein', cell: (row) => formatNumber(row.charsIn), csv: (row) => row.charsIn, numeric: true },
  { header: 'Zeichen raus', cell: (row) => formatNumber(row.charsOut), csv: (row) => row.charsOut, numeric: true },
  { header: 'Tokens', cell: (row) => formatNumber(row.tokens), csv: (row) => row.tokens, numeric: true },
  { header: 'Kosten ca.', cell: (row) => formatEuro(row.costEuro), csv: (row) => row.costEuro, numeric: true },
];

type SourceCheckRow = UsageReport['sourceChecks'][number];
const providerName = (provider: string) =>
  provider === 'local' ? 'Offline-Engine' : provider === 'openai' ? 'KI-Anbieter (OpenAI-kompatibel)' : provider;
/** How often each tool's results, per provider, had facts their source does not support: the figure a provider is judged by. */
const sourceCheckColumns: readonly Column<SourceCheckRow>[] = [
  { header: 'Werkzeug', cell: (row) => toolName(row.tool), csv: (row) => row.tool },
  { header: 'Anbieter', cell: (row) => providerName(row.provider), csv: (row) => row.provider },
  { header: 'Geprüft', cell: (row) => formatNumber(row.checked), csv: (row) => row.checked, numeric: true },
  { header: 'Mit Hinweisen', cell: (row) => formatNumber(row.withFindings), csv: (row) => row.withFindings, numeric: true },
  {
    header: 'Anteil',
    cell: (row) => (row.checked ? formatPercent(row.withFindings / row.checked) : '–'),
    csv: (row) => (row.checked ? row.withFindings / row.checked : ''),
    numeric: true,
  },
];

// Users are named only to their own tenant's admins (the gateway sends no e-mail otherwise).
const personOf = (row: UserRow) => (row.unnamed ? `Person ${row.rank}` : (row.email ?? 'Konto nicht mehr vorhanden'));
const userColumns: readonly Column<UserRow>[] = [
  { header: 'Person', cell: personOf, csv: personOf, wrap: true },
  { header: 'Läufe', cell: (row) => formatNumber(row.runs), csv: (row) => row.runs, numeric: true },
  { header: 'Zeichen', cell: (row) => formatNumber(row.chars), csv: (row) => row.chars, numeric: true },
];

const QuotaLine = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.infoSurface};
`;

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function QuotaState({ quota }: { quota: UsageReport['quota'] }) {
  const month = monthName(quota.month);
  return (
    <QuotaLine data-quota>
      {quota.limitChars === null
        ? `Kein Kontingent festgelegt. Im ${month} verbraucht: ${formatNumber(quota.usedChars)} Zeichen.`
        : `Kontingent im ${month}: ${formatNumber(quota.usedChars)} von ${formatNumber(quota.limitChars)} Zeichen verbraucht (${formatPercent(quota.share)}).`}
    </QuotaLine>
  );
}

/** Nutzung (tenant and portal admins): runs and volume per tool and day, heaviest users, thumbs, quota. */
export default function UsageTab({ range }: { range: DateRange }) {
  return (
    <QueryView query={useGetUsageQuery(range)} isEmpty={(report) => report.days.length === 0 && report.tools.length === 0}>
      {(report) => {
        const runs = pivotByDay(
          report.days,
          (row) => toolName(row.tool),
          (row) => row.runs,
        );
        const volume = pivotByDay(report.days, (row) => toolName(row.tool), chars);
        const users = report.users.map((user, index) => ({ ...user, rank: index + 1 }));
        return (
          <TabSection aria-label="Nutzung">
            <QuotaState quota={report.quota} />
            <ChartFigure caption={`Läufe pro Werkzeug und Tag, ${formatRange(range)}`} data={runs.data} series={runs.series} />
            <ChartFigure
              caption={`Zeichen (Eingabe und Ergebnis) pro Werkzeug und Tag, ${formatRange(range)}`}
              data={volume.data}
              series={volume.series}
            />
            <DataTable
              caption="Nutzung pro Werkzeug"
              columns={toolColumns}
              rows={report.tools}
              rowKey={(row) => row.tool}
              fileStem="nutzung-werkzeuge"
              range={range}
            />
            {(report.sourceChecks ?? []).length > 0 && (
              <DataTable
                caption="Quellencheck: Ergebnisse mit Angaben, die die Quelle nicht stützt"
                columns={sourceCheckColumns}
                rows={report.sourceChecks}
                rowKey={(row) => `${row.tool}-${row.provider}`}
                fileStem="nutzung-quellencheck"
                range={range}
              />
            )}
            <DataTable
              caption="Wer nutzt am meisten"
              columns={userColumns}
              rows={users}
              rowKey={(row) => String(row.rank)}
              fileStem="nutzung-personen"
              range={range}
            />
            <DataTable
              caption="Nutzung pro Tag und Werkzeug"
              columns={dayColumns}
              rows={report.days}
              rowKey={(row) => `${row.day}-${row.tool}`}
              fileStem="nutzung-tage"
              range={range}
            />
          </TabSection>
        );
      }}
    </QueryView>
  );
}
