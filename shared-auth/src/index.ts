export * from './session';
export * from './tenant';
export * from './store';
export * from './hooks';
export * from './harness/RemoteHarness';
