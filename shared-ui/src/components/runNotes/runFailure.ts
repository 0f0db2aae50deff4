import type { PersonalDataChoice } from 'portal-contract/ai-policy';

/**
 * What a failed run knows beyond its catalogue code. Kept by shared-auth's tool runs, shown by
 * ToolOutput: the policy `ask` answers 409 `personal-data-found` with what it found in `details`,
 * and the page sends the same request again with the user's choice.
 */
export interface RunFailure {
  /** The message's placeholders as the gateway filled them (`error.params`), e.g. `{items}`. */
  params?: Record<string, string | number> | undefined;
  /** The gateway's `error.details`; for `personal-data-found` a PersonalDataFound. */
  details?: unknown;
  /** Runs the failed request again, with the user's choice in the `X-Personal-Data` header. */
  resend?: ((choice: PersonalDataChoice) => unknown) | undefined;
  /** Leaves the failure without sending anything (the run goes back to idle; the input stays). */
  cancel?: (() => void) | undefined;
}
