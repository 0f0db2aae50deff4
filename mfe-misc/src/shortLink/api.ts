import { portalApi } from 'shared-auth';

/** gateway/README.md, "Contract: data services": `shortUrl` is the base URL plus the slug. */
export interface ShortLink {
  slug: string;
  url: string;
  shortUrl: string;
  clicks: number;
  createdAt: string;
}

export interface NewShortLink {
  url: string;
  slug?: string;
}

export const shortLinkApi = portalApi.enhanceEndpoints({ addTagTypes: ['ShortLink'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The user's own links, newest first (the gateway orders them). */
    listShortLinks: build.query<ShortLink[], void>({
      query: () => ({ path: '/v1/short-links' }),
      transformResponse: (reply: { links: ShortLink[] }) => reply.links,
      providesTags: ['ShortLink'],
    }),
    createShortLink: build.mutation<ShortLink, NewShortLink>({
      query: (body) => ({ path: '/v1/short-links', method: 'POST', body }),
      transformResponse: (reply: { link: ShortLink }) => reply.link,
      invalidatesTags: (_link, error) => (error ? [] : ['ShortLink']),
    }),
    deleteShortLink: build.mutation<void, string>({
      query: (slug) => ({ path: `/v1/short-links/${encodeURIComponent(slug)}`, method: 'DELETE' }),
      invalidatesTags: ['ShortLink'],
    }),
  }),
});

export const { useListShortLinksQuery, useCreateShortLinkMutation, useDeleteShortLinkMutation } = shortLinkApi;
