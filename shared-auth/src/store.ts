import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { portalApi } from './gateway/portalApi';
import { realtimeSlice } from './realtime/realtimeSlice';
import { sessionSlice } from './session';

const baseReducers = {
  session: sessionSlice.reducer,
  realtime: realtimeSlice.reducer,
  [portalApi.reducerPath]: portalApi.reducer,
};

/**
 * The portal's one Redux store. The shell creates it (adding its own slices); a remote's dev harness
 * creates the same store so a page behaves alike in both.
 */
export function createPortalStore(extraReducers: Record<string, Reducer> = {}) {
  return configureStore({
    reducer: combineReducers({ ...baseReducers, ...extraReducers }),
    middleware: (getDefault) => getDefault().concat(portalApi.middleware),
    // RTK Query's results notify the page at the end of their own task, not in the next animation
    // frame: there the re-render and the browser's style and layout made one long task.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type PortalState = {
  session: ReturnType<typeof sessionSlice.reducer>;
  realtime: ReturnType<typeof realtimeSlice.reducer>;
};
export type PortalDispatch = PortalStore['dispatch'];
