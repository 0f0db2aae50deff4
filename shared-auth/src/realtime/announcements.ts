import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AnnouncementEvent } from 'shared-ui';
import type { PortalState } from '../store';
import { saveDismissedAnnouncements } from './dismissedAnnouncements';
import { announcementDismissed, type RealtimeConnectionState } from './realtimeSlice';

/** The announcements to show (not closed in this browser session) and how to close one. */
export function useAnnouncements(): { announcements: AnnouncementEvent[]; dismiss: (id: string) => void } {
  const all = useSelector((state: PortalState) => state.realtime.announcements);
  const dismissed = useSelector((state: PortalState) => state.realtime.dismissed);
  const dispatch = useDispatch();
  const store = useStore<PortalState>();
  const announcements = useMemo(() => all.filter((announcement) => !dismissed.includes(announcement.id)), [all, dismissed]);
  const dismiss = useCallback(
    (id: string) => {
      dispatch(announcementDismissed(id));
      saveDismissedAnnouncements(store.getState().realtime.dismissed);
    },
    [dispatch, store],
  );
  return { announcements, dismiss };
}

/** The realtime connection's state; nothing in the portal may depend on it being `connected`. */
export function useRealtimeConnection(): RealtimeConnectionState {
  return useSelector((state: PortalState) => state.realtime.connection);
}
