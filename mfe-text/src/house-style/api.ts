import type { StyleRule, StyleRuleBody, StyleRulePreviewBody, StyleRulePreviewReply, StyleRulesReply } from 'portal-contract/schemas';
import { portalApi } from 'shared-auth';

export type { StyleRule, StyleRuleBody, StyleRulePreviewReply };

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
  }),
});

export const { useListStyleRulesQuery, useSaveStyleRuleMutation, useDeleteStyleRuleMutation, usePreviewStyleRuleMutation } = houseStyleApi;
