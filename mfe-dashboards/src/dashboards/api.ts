import { portalApi } from 'shared-auth';
import type { DateRange } from './dateRange';

/** Shapes of gateway/README.md, "Contract: data services". Days are ISO days, revenue in euros. */
export interface DashboardLink {
  id: string | number;
  title: string;
  description: string;
  url: string;
}
export interface InfonlineRow {
  day: string;
  brand: string;
  visits: number;
  pageImpressions: number;
}
export interface SymplrRow {
  day: string;
  adImpressions: number;
  revenue: number;
  ecpm: number;
}
export interface EpaperRow {
  day: string;
  edition: string;
  readers: number;
  downloads: number;
}
export interface Top30Row {
  rank: number;
  title: string;
  url: string;
  section: string;
  pageImpressions: number;
}

const inRange = (path: string, { from, to }: DateRange) => ({ path: `${path}?${new URLSearchParams({ from, to })}` });

export const dashboardsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboards: build.query<DashboardLink[], void>({
      query: () => ({ path: '/v1/get-dashboards' }),
      transformResponse: (reply: { dashboards: DashboardLink[] }) => reply.dashboards,
    }),
    getInfonline: build.query<InfonlineRow[], DateRange>({
      query: (range) => inRange('/v1/infonline-data', range),
      transformResponse: (reply: { infonline: InfonlineRow[] }) => reply.infonline,
    }),
    getSymplr: build.query<SymplrRow[], DateRange>({
      query: (range) => inRange('/v1/symplr-data', range),
      transformResponse: (reply: { symplr: SymplrRow[] }) => reply.symplr,
    }),
    getEpaper: build.query<EpaperRow[], DateRange>({
      query: (range) => inRange('/v1/epaper-data', range),
      transformResponse: (reply: { epaper: EpaperRow[] }) => reply.epaper,
    }),
    getTop30: build.query<Top30Row[], DateRange>({
      query: (range) => inRange('/v1/top30-data', range),
      transformResponse: (reply: { top30: Top30Row[] }) => reply.top30,
    }),
  }),
});

export const { useGetDashboardsQuery, useGetInfonlineQuery, useGetSymplrQuery, useGetEpaperQuery, useGetTop30Query } =
  dashboardsApi;
