import { SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { createPortalStore } from '../src/store';

/**
 * RTK Query marks its results for batching. The portal's store tells the page at the end of the task
 * that brought them, not in the next animation frame, where the re-render ran in one long task with
 * the frame's style and layout (docs/architecture.md, budgets).
 */
describe('the portal store', () => {
  const batched = (type: string) => ({ type, meta: { [SHOULD_AUTOBATCH]: true } });
  /** A store past its first action, at which RTK Query's middleware registers itself (a notification of its own). */
  function startedStore() {
    const store = createPortalStore();
    store.dispatch({ type: 'portal/start' });
    return store;
  }

  it('notifies once for results that arrive in one task, before any animation frame', async () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    const store = startedStore();
    const listener = jest.fn();
    store.subscribe(listener);

    store.dispatch(batched('portal/first'));
    store.dispatch(batched('portal/second'));
    expect(listener).not.toHaveBeenCalled();

    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
    frame.mockRestore();
  });

  it('notifies at once for everything else (a sign-in, a logout)', () => {
    const store = startedStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'portal/now' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
