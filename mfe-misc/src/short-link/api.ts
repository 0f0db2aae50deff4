import type { ShortLink, ShortLinkCreateBody, ShortLinkCreatedReply, ShortLinksReply } from 'portal-contract/schemas';
import { portalApi } from 'shared-auth';

/** The contract's link: `shortUrl` is the base URL plus the slug. */
export type { ShortLink };

export type NewShortLink = ShortLinkCreateBody;

export const shortLinkApi = portalApi.enhanceEndpoints({ addTagTypes: ['ShortLink'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The user's own links, newest first (the gateway orders them). */
    listShortLinks: build.query<ShortLink[], void>({
      query: () => ({ path: '/v1/short-links' }),
      transformResponse: (reply: ShortLinksReply) => reply.links,
      providesTags: ['ShortLink'],
    }),
    createShortLink: build.mutation<ShortLink, NewShortLink>({
      query: (body) => ({ path: '/v1/short-links', method: 'POST', body }),
      transformResponse: (reply: ShortLinkCreatedReply) => reply.link,
      invalidatesTags: (_link, error) => (error ? [] : ['ShortLink']),
    }),
    deleteShortLink: build.mutation<void, string>({
      query: (slug) => ({ path: `/v1/short-links/${encodeURIComponent(slug)}`, method: 'DELETE' }),
      invalidatesTags: ['ShortLink'],
    }),
  }),
});

export const { useListShortLinksQuery, useCreateShortLinkMutation, useDeleteShortLinkMutation } = shortLinkApi;
