import type { WithProvenance } from 'portal-contract';
import type { HistoryEntry as ContractHistoryEntry, HistoryListQuery, HistoryListReply, UserSettings } from 'portal-contract/schemas';
import { portalApi } from 'shared-auth';

export type { HistoryListReply };

/**
 * A kept run; its provenance is kept with it (portal-contract/src/tools/provenance.ts). Until the
 * history's entry schema names the field, an entry without it simply shows no provenance.
 */
export type HistoryEntry = ContractHistoryEntry & WithProvenance;

/** The user's own history and settings; the gateway serves only the caller's entries. */
export const historyApi = portalApi.enhanceEndpoints({ addTagTypes: ['History', 'UserSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    history: build.query<HistoryListReply, HistoryListQuery>({
      query: ({ tool, q, page }) => {
        const params = Object.entries({ tool, q, page }).filter((entry): entry is [string, string | number] => Boolean(entry[1]));
        return { path: `/v1/history?${new URLSearchParams(params.map(([key, value]) => [key, String(value)]))}` };
      },
      providesTags: ['History'],
    }),
    historyEntry: build.query<HistoryEntry, string>({
      query: (id) => ({ path: `/v1/history/${encodeURIComponent(id)}` }),
      transformResponse: (reply: { entry: HistoryEntry }) => reply.entry,
      providesTags: ['History'],
    }),
    deleteHistoryEntry: build.mutation<void, string>({
      query: (id) => ({ path: `/v1/history/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['History'],
    }),
    deleteAllHistory: build.mutation<void, void>({
      query: () => ({ path: '/v1/history', method: 'DELETE' }),
      invalidatesTags: ['History'],
    }),
    userSettings: build.query<UserSettings, void>({
      query: () => ({ path: '/v1/me/settings' }),
      providesTags: ['UserSettings'],
    }),
    // The switch moves at once; if the gateway refuses, it moves back.
    saveUserSettings: build.mutation<UserSettings, UserSettings>({
      query: (body) => ({ path: '/v1/me/settings', method: 'PUT', body }),
      async onQueryStarted(settings, { dispatch, queryFulfilled }) {
        const patch = dispatch(historyApi.util.updateQueryData('userSettings', undefined, () => settings));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const {
  useHistoryQuery,
  useHistoryEntryQuery,
  useDeleteHistoryEntryMutation,
  useDeleteAllHistoryMutation,
  useUserSettingsQuery,
  useSaveUserSettingsMutation,
} = historyApi;
