import { Card, VisuallyHidden, formatEuro, formatNumber } from 'shared-ui';
import styled from 'styled-components';
import { useGetDashboardsQuery, useGetEpaperQuery, useGetInfonlineQuery, useGetSymplrQuery } from '../api';
import type { DateRange } from '../dateRange';
import { ExternalLink } from '../ExternalLink';
import { QueryView, allOf } from '../QueryView';
import { sum } from '../series';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

const Figures = styled.dl`
  margin: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
`;

const Figure = styled.div`
  display: grid;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  gap: 0.25rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 1.6rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const DashboardCard = styled(Card)`
  display: grid;
  gap: 0.5rem;
  align-content: start;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function HeadlineFigures({ range }: { range: DateRange }) {
  const figures = allOf(useGetInfonlineQuery(range), useGetSymplrQuery(range), useGetEpaperQuery(range));
  return (
    <QueryView query={figures} isEmpty={(lists) => lists.every((list) => list.length === 0)}>
      {([infonline, symplr, epaper]) => (
        <Figures>
          <Figure>
            <dt>Visits</dt>
            <dd>{formatNumber(sum(infonline, (row) => row.visits))}</dd>
          </Figure>
          <Figure>
            <dt>Page Impressions</dt>
            <dd>{formatNumber(sum(infonline, (row) => row.pageImpressions))}</dd>
          </Figure>
          <Figure>
            <dt>Umsatz</dt>
            <dd>{formatEuro(sum(symplr, (row) => row.revenue))}</dd>
          </Figure>
          <Figure>
            <dt>E-Paper-Leser</dt>
            <dd>{formatNumber(sum(epaper, (row) => row.readers))}</dd>
          </Figure>
        </Figures>
      )}
    </QueryView>
  );
}

function DashboardList() {
  const dashboards = useGetDashboardsQuery();
  return (
    <QueryView query={dashboards} isEmpty={() => false}>
      {(list) => (
        <Grid>
          {list.map((dashboard) => (
            <DashboardCard key={dashboard.id}>
              <h3>{dashboard.title}</h3>
              <p>{dashboard.description}</p>
              <ExternalLink url={dashboard.url}>
                Dashboard öffnen<VisuallyHidden>: {dashboard.title}</VisuallyHidden>
              </ExternalLink>
            </DashboardCard>
          ))}
        </Grid>
      )}
    </QueryView>
  );
}

export function OverviewTab({ range }: { range: DateRange }) {
  return (
    <>
      <Section aria-labelledby="dashboards-figures">
        <h2 id="dashboards-figures">Kennzahlen im Zeitraum</h2>
        <HeadlineFigures range={range} />
      </Section>
      <Section aria-labelledby="dashboards-list">
        <h2 id="dashboards-list">Verfügbare Dashboards</h2>
        <DashboardList />
      </Section>
    </>
  );
}
