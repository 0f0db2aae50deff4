import type {
  StyleImportBody,
  StyleImportReply,
  StyleRule,
  StyleRuleBody,
  StyleRuleDecisionsBody,
  StyleRuleHistoryReply,
  StyleRulePreviewBody,
  StyleRulePreviewReply,
  StyleRulesReply,
} from 'portal-contract/schemas';
import { portalApi } from 'shared-auth';

export type { StyleRule, StyleRuleBody, StyleRulePreviewReply, StyleRuleHistoryReply };

export const houseStyleApi = portalApi.enhanceEndpoints({ addTagTypes: ['StyleRule'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The tenant's rules and whether this user may change them (the gateway decides both). */
    listStyleRules: build.query<StyleRulesReply, void>({
      query: () => ({ path: '/v1/house-style/rules' }),
      providesTags: ['StyleRule'],
    }),
    saveStyleRule: build.mutation<StyleRule, { id?: string; body: StyleRuleBody }>({
      query: ({ id, body }) =>
        id
          ? { path: `/v1/house-style/rules/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { path: '/v1/house-style/rules', method: 'POST', body },
      transformResponse: (reply: { rule: StyleRule }) => reply.rule,
      invalidatesTags: (_rule, error) => (error ? [] : ['StyleRule']),
    }),
    deleteStyleRule: build.mutation<void, string>({
      query: (id) => ({ path: `/v1/house-style/rules/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['StyleRule'],
    }),
    previewStyleRule: build.mutation<StyleRulePreviewReply, StyleRulePreviewBody>({
      query: (body) => ({ path: '/v1/house-style/preview', method: 'POST', body }),
    }),
    styleRuleHistory: build.query<StyleRuleHistoryReply, string>({
      query: (id) => ({ path: `/v1/house-style/rules/${encodeURIComponent(id)}/history` }),
      providesTags: ['StyleRule'],
    }),
    importStyleRules: build.mutation<StyleImportReply, StyleImportBody>({
      query: (body) => ({ path: '/v1/house-style/import', method: 'POST', body }),
      invalidatesTags: (_reply, error) => (error ? [] : ['StyleRule']),
    }),
    /** The redact page's kept and rejected house-style changes: rule ids and yes/no, no text. */
    sendStyleDecisions: build.mutation<void, StyleRuleDecisionsBody>({
      query: (body) => ({ path: '/v1/house-style/decisions', method: 'POST', body }),
    }),
  }),
});

export const {
  useListStyleRulesQuery,
  useSaveStyleRuleMutation,
  useDeleteStyleRuleMutation,
  usePreviewStyleRuleMutation,
  useStyleRuleHistoryQuery,
  useImportStyleRulesMutation,
  useSendStyleDecisionsMutation,
} = houseStyleApi;
