import type { ToolBody, ToolPathOf, ToolResult } from 'portal-contract';

export interface StreamOptions {
  signal?: AbortSignal;
  /** Text to append to what is shown while the result is being generated. */
  onDelta?: (text: string) => void;
}

/**
 * Runs a generating tool of `toolEndpoints`: POSTs `body` with the user's token and reads the
 * gateway's server-sent events over fetch (EventSource cannot send a token or a body). Deltas go to
 * `onDelta`; the promise resolves with the `result` event. Errors before or during the stream become
 * GatewayErrors with a catalogue code; aborting through `signal` rejects with the AbortError.
 * The reader loads with the first run (toolTransport.ts).
 */
export async function streamTool<Path extends ToolPathOf<'events'>>(
  path: Path,
  body: ToolBody<Path>,
  options: StreamOptions = {},
): Promise<ToolResult<Path>> {
  return (await import('./toolTransport')).streamTool(path, body, options);
}
