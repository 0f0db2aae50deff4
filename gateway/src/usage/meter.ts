/**
 * Tokens the provider reported for a run. A run is known by its abort signal (one per request, passed
 * from the route to the provider), so the provider can report without every tool's signature carrying
 * a meter; the run's record (history/record.ts) reads them when it counts the run. Kept weakly: a
 * signal that is gone takes its tokens with it.
 */
export type ReportedTokens = { model: string; input: number; output: number };

/** AI_PRICES: euros per million tokens, by model name. */
export type PriceTable = Record<string, { input: number; output: number }>;

const reported = new WeakMap<AbortSignal, ReportedTokens[]>();

export function reportTokens(signal: AbortSignal, tokens: ReportedTokens): void {
  reported.set(signal, [...(reported.get(signal) ?? []), tokens]);
}

/** The run's tokens and their estimated cost in millionths of a euro (0 for a model without a price). */
export function meteredRun(signal: AbortSignal | undefined, prices: PriceTable): { tokens: number; costMicroEuro: number } {
  let tokens = 0;
  let costMicroEuro = 0;
  for (const { model, input, output } of (signal && reported.get(signal)) || []) {
    tokens += input + output;
    const price = prices[model];
    // Euros per million tokens × tokens = millionths of a euro.
    if (price) costMicroEuro += input * price.input + output * price.output;
  }
  return { tokens, costMicroEuro };
}
