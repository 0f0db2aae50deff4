import { portalApi } from 'shared-auth';

/** gateway/README.md, "Contract: AI tools": POST /v1/tools/seo-self-made, computed in the gateway. */
export interface SeoCheckRequest {
  title: string;
  description: string;
  text: string;
  focusKeyword: string;
}

export interface SeoCheck {
  id: string;
  label: string;
  passed: boolean;
  suggestion?: string;
}

export interface SeoReport {
  /** 0–100. */
  score: number;
  /** Flesch reading ease for German (Amstad), with the gateway's German label. */
  readability: { flesch: number; label: string };
  checks: SeoCheck[];
}

export const seoSelfMadeApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: every press of the button is a fresh check of the current input.
    checkSeo: build.mutation<SeoReport, SeoCheckRequest>({
      query: (body) => ({ path: '/v1/tools/seo-self-made', method: 'POST', body }),
    }),
  }),
});

export const { useCheckSeoMutation } = seoSelfMadeApi;
