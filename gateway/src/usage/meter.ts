/**
 * Tokens the provider reported for a run. The pipeline gives every run its own meter (tools/stage.ts)
 * and passes it to the provider with the call; the run's record (history/record.ts) reads it when it
 * counts the run.
 */
export type ReportedTokens = { model: string; input: number; output: number };

/** AI_PRICES: euros per million tokens, by model name. */
export type PriceTable = Record<string, { input: number; output: number }>;

export class TokenMeter {
  readonly reported: ReportedTokens[] = [];

  report(tokens: ReportedTokens): void {
    this.reported.push(tokens);
  }
}

/** The run's tokens and their estimated cost in millionths of a euro (0 for a model without a price). */
export function meteredRun(meter: TokenMeter | undefined, prices: PriceTable): { tokens: number; costMicroEuro: number } {
  let tokens = 0;
  let costMicroEuro = 0;
  for (const { model, input, output } of meter?.reported ?? []) {
    tokens += input + output;
    const price = prices[model];
    // Euros per million tokens × tokens = millionths of a euro.
    if (price) costMicroEuro += input * price.input + output * price.output;
  }
  return { tokens, costMicroEuro };
}
