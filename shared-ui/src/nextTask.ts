/**
 * Resolves in a task of its own: the browser may paint and handle input before what follows runs.
 * For start-up work that would otherwise share one long task with the module evaluation before it
 * (a task over 50 ms on a throttled phone counts as blocking; docs/architecture.md, budgets).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
