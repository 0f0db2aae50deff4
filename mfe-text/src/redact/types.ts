import type { RedactMode } from 'shared-ui';

/** One edit as the gateway explains it (gateway/README.md, „Contract: AI tools“). */
export interface RedactChange {
  original: string;
  replacement: string;
  reason: string;
}

export interface RedactResultBody {
  corrected: string;
  changes: RedactChange[];
}

export interface RedactRequestBody {
  text: string;
  mode: RedactMode;
}
