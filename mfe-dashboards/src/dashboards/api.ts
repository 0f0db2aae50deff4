import { portalApi } from 'shared-auth';
import type { DashboardsUpdatedEvent } from 'shared-ui';
import type { DateRange } from './dateRange';

// The wire shapes are the contract's (the gateway validates its answers with the same schemas).
import type {
  DashboardLink,
  DashboardsReply,
  EpaperReply,
  EpaperRow,
  InfonlineReply,
  InfonlineRow,
  SymplrReply,
  SymplrRow,
  Top30Reply,
  Top30Row,
  UsageReport,
} from 'portal-contract/schemas';

export type { DashboardLink, EpaperRow, InfonlineRow, SymplrRow, Top30Row, UsageReport };

const inRange = (path: string, { from, to }: DateRange) => ({ path: `${path}?${new URLSearchParams({ from, to })}` });

/** The data sets of the gateway, as `dashboards-updated` names them. */
export type DashboardSet = DashboardsUpdatedEvent['sets'][number];
export const dashboardSets: readonly DashboardSet[] = ['dashboards', 'infonline', 'symplr', 'epaper', 'top30'];

const dataTag = (set: DashboardSet) => ({ type: 'DashboardData' as const, id: set });

/** Tags of the sets an import changed; an event without (known) sets refreshes them all. */
export function tagsOfUpdate(sets: unknown): ReturnType<typeof dataTag>[] {
  const known = Array.isArray(sets) ? dashboardSets.filter((set) => sets.includes(set)) : [];
  return (known.length > 0 ? known : dashboardSets).map(dataTag);
}

// Each query is tagged with its data set, so an import (realtime `dashboards-updated`) refetches
// exactly the open queries of the sets it changed.
export const dashboardsApi = portalApi.enhanceEndpoints({ addTagTypes: ['DashboardData'] }).injectEndpoints({
  endpoints: (build) => ({
    getDashboards: build.query<DashboardLink[], void>({
      query: () => ({ path: '/v1/get-dashboards' }),
      transformResponse: (reply: DashboardsReply) => reply.dashboards,
      providesTags: [dataTag('dashboards')],
    }),
    getInfonline: build.query<InfonlineRow[], DateRange>({
      query: (range) => inRange('/v1/infonline-data', range),
      transformResponse: (reply: InfonlineReply) => reply.infonline,
      providesTags: [dataTag('infonline')],
    }),
    getSymplr: build.query<SymplrRow[], DateRange>({
      query: (range) => inRange('/v1/symplr-data', range),
      transformResponse: (reply: SymplrReply) => reply.symplr,
      providesTags: [dataTag('symplr')],
    }),
    getEpaper: build.query<EpaperRow[], DateRange>({
      query: (range) => inRange('/v1/epaper-data', range),
      transformResponse: (reply: EpaperReply) => reply.epaper,
      providesTags: [dataTag('epaper')],
    }),
    getTop30: build.query<Top30Row[], DateRange>({
      query: (range) => inRange('/v1/top30-data', range),
      transformResponse: (reply: Top30Reply) => reply.top30,
      providesTags: [dataTag('top30')],
    }),
    // The admins' usage report (Nutzung); not a data set of the import, so never refetched by one.
    getUsage: build.query<UsageReport, DateRange>({
      query: (range) => inRange('/v1/admin/usage', range),
    }),
  }),
});

export const { useGetDashboardsQuery, useGetInfonlineQuery, useGetSymplrQuery, useGetEpaperQuery, useGetTop30Query, useGetUsageQuery } =
  dashboardsApi;
