/**
 * The async boundary lets Module Federation negotiate the shared singletons before React loads.
 * The biggest shared packages are evaluated first, one per task with a return to the browser in
 * between, then the shell's own code: evaluated in one go they were one long task (~250 ms on a
 * throttled phone) in which the page could not react to a tap. Loaded one after the other, not
 * at once: started together they were evaluated as they arrived, often several in one task again,
 * and Lighthouse's simulated phone network showed no later interactivity for the chain
 * (docs/architecture.md, budgets).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  const packages = [
    () => import('react-dom/client'),
    () => import('styled-components'),
    () => import('shared-ui'),
    () => import('shared-auth'),
  ];
  for (const load of packages) {
    await load();
    await nextTask();
  }
  await import('./bootstrap');
}

void boot();
