/** gateway/README.md, "Contract: AI tools": the `result` of POST /v1/tools/seo-living-docs. */
export interface SeoSuggestion {
  title: string;
  description: string;
  focusKeyword: string;
  keywords: string[];
  slug: string;
}
