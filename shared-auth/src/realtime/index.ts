export * from './realtimeSlice';
export * from './registry';
export * from './jobProgress';
export * from './announcements';
