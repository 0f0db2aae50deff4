// Firebase's chunk is evaluated in the task in which it arrived; initialising Auth in that same task
// made one long task on a throttled phone (docs/architecture.md, budgets). It waits for the next one.
test('Firebase Auth is initialised in a task after the one its code was evaluated in', async () => {
  jest.useFakeTimers();
  // A fresh copy of the module: the test setup has already loaded Firebase for every other test.
  await jest.isolateModulesAsync(async () => {
    const { configureFirebase, loadedFirebase, loadFirebase } = await import('../src/auth/firebase');
    configureFirebase({ firebase: { apiKey: 'key', authDomain: 'localhost', projectId: 'demo' } as never });
    const loading = loadFirebase();
    // Every microtask of this task (the chunk's import and what follows it) has run.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(loadedFirebase()).toBeNull();

    await jest.runOnlyPendingTimersAsync();
    await expect(loading).resolves.toBe(loadedFirebase());
    expect(loadedFirebase()?.auth.languageCode).toBe('de');
  });
  jest.useRealTimers();
});
