/** gateway/README.md, "Contract: AI tools": the `result` of POST /v1/tools/top-ten, ranked. */
export interface TopTenItem {
  title: string;
  explanation: string;
}

export interface TopTenResult {
  items: TopTenItem[];
}

