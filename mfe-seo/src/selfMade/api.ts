import type { SeoCheckRequest, SeoReport } from 'shared-ui';
import { portalApi } from 'shared-auth';

export const seoSelfMadeApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: every press of the button is a fresh check of the current input.
    checkSeo: build.mutation<SeoReport, SeoCheckRequest>({
      query: (body) => ({ path: '/v1/tools/seo-self-made', method: 'POST', body }),
    }),
  }),
});

export const { useCheckSeoMutation } = seoSelfMadeApi;
