/** gateway/README.md, "Contract: AI tools": the `result` of POST /v1/tools/top-ten, ranked. */
export interface TopTenItem {
  title: string;
  explanation: string;
}

export interface TopTenResult {
  items: TopTenItem[];
}

/** The gateway refuses longer topics (validation-failed); the field stops there instead. */
export const TOPIC_MAX_LENGTH = 200;
