/** The Firebase app SDK in jest runs (mapped by testing/jest.cjs): an app is just its options. */
export function initializeApp(options: Record<string, unknown>): { name: string; options: Record<string, unknown> } {
  return { name: '[DEFAULT]', options };
}
