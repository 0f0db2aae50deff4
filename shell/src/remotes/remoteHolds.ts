/**
 * Where a remote comes from can change after start-up, for this user or tab: a staged release
 * (GET /v1/remote-versions) or a developer's preview. Until those answers are in, remote pages wait,
 * so none of them loads the released version first and then cannot be switched (a loaded remote stays).
 */
const holds = new Map<string, Promise<void>>();

/** Remote pages wait for `name` until the returned function is called. */
export function holdRemotes(name: string): () => void {
  let release: () => void = () => undefined;
  holds.set(
    name,
    new Promise<void>((resolve) => {
      release = resolve;
    }),
  );
  return release;
}

/** Resolves once `name` is released (at once if it was never held). */
export const held = (name: string): Promise<void> => holds.get(name) ?? Promise.resolve();

/** Resolves once every hold is released: then a remote page may load. */
export const remotesSettled = (): Promise<void> => Promise.all([...holds.values()]).then(() => undefined);
