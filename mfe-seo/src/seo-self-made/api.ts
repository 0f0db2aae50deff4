import { portalApi, toolQuery, type ToolBody, type ToolResult } from 'shared-auth';

const seoCheckPath = '/v1/tools/seo-self-made';

export const seoSelfMadeApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: every press of the button is a fresh check of the current input.
    checkSeo: build.mutation<ToolResult<typeof seoCheckPath>, ToolBody<typeof seoCheckPath>>({
      query: (body) => toolQuery(seoCheckPath, body),
    }),
  }),
});

export const { useCheckSeoMutation } = seoSelfMadeApi;
