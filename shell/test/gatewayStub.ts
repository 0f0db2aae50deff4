/**
 * The gateway as the shell's component tests see it: `fetch` answers by path with contract-shaped
 * JSON. The signed-in Firebase user is a stand-in that only hands out an ID token.
 */
export type Answer = { status: number; body?: unknown } | Error;
type Route = (request: { path: string; method: string; body: unknown }) => Answer | Promise<Answer>;

export function stubGateway(route: Route): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const answer = await route({ path: url.pathname, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
}

export const requestsTo = (spy: jest.SpyInstance, path: string) =>
  spy.mock.calls.filter(([input]) => new URL(String(input)).pathname === path).map(([, init]) => JSON.parse(String((init as RequestInit).body)));
