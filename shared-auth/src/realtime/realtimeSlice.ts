import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnnouncementEvent } from 'shared-ui';
import { readDismissedAnnouncements } from './dismissedAnnouncements';

/** pusher-js's connection states (`connection.state_change`), mirrored into the store. */
export const realtimeConnectionStates = ['initialized', 'connecting', 'connected', 'unavailable', 'failed', 'disconnected'] as const;
export type RealtimeConnectionState = (typeof realtimeConnectionStates)[number];

export interface RealtimeState {
  connection: RealtimeConnectionState;
  /** Announcements received in this tab, newest last. */
  announcements: AnnouncementEvent[];
  /** Ids the user has closed in this browser session (kept in sessionStorage). */
  dismissed: string[];
}

/** A handful is plenty for a banner; an import storm must not grow the page without end. */
const maxAnnouncements = 3;
const maxDismissed = 50;

const isConnectionState = (state: string): state is RealtimeConnectionState =>
  (realtimeConnectionStates as readonly string[]).includes(state);

export const realtimeSlice = createSlice({
  name: 'realtime',
  // Lazy, so the store created at start-up picks up what this browser session has closed already.
  initialState: (): RealtimeState => ({ connection: 'initialized', announcements: [], dismissed: readDismissedAnnouncements() }),
  reducers: {
    realtimeConnectionChanged(state, action: PayloadAction<string>) {
      if (isConnectionState(action.payload)) state.connection = action.payload;
    },
    announcementReceived(state, action: PayloadAction<AnnouncementEvent>) {
      // The same id again (a correction, a second publish) replaces the first.
      const others = state.announcements.filter((announcement) => announcement.id !== action.payload.id);
      state.announcements = [...others, action.payload].slice(-maxAnnouncements);
    },
    announcementDismissed(state, action: PayloadAction<string>) {
      if (!state.dismissed.includes(action.payload)) state.dismissed = [...state.dismissed, action.payload].slice(-maxDismissed);
    },
  },
});

export const { realtimeConnectionChanged, announcementReceived, announcementDismissed } = realtimeSlice.actions;

/** An announcement as the product channel should carry it; anything else is ignored, not shown. */
export function isAnnouncementEvent(data: unknown): data is AnnouncementEvent {
  if (typeof data !== 'object' || data === null) return false;
  const { id, message, level } = data as Partial<Record<keyof AnnouncementEvent, unknown>>;
  return (
    typeof id === 'string' && id !== '' && typeof message === 'string' && message.trim() !== '' && (level === 'info' || level === 'warning')
  );
}
