import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useRealtimeEvent } from 'shared-auth';
import { productChannel, realtimeEvents, usePortalConfig } from 'shared-ui';
import { dashboardsApi, tagsOfUpdate } from './api';

/** How long „Die Daten wurden gerade aktualisiert.“ stays after an update. */
export const updateNoteMs = 8000;

/**
 * New data imported (`dashboards-updated` on the product channel): the open queries of the changed
 * sets refetch, and the page says so for a moment. Without realtime nothing happens here; the data
 * is as fresh as the last visit, as before.
 */
export function useLiveUpdates(): boolean {
  const { productSlug } = usePortalConfig();
  const dispatch = useDispatch();
  // Counts updates, so a second one soon after the first keeps the note up for the full time.
  const [update, setUpdate] = useState(0);
  const [noteShown, setNoteShown] = useState(false);
  useRealtimeEvent(productChannel(productSlug), realtimeEvents.dashboardsUpdated, (event) => {
    dispatch(dashboardsApi.util.invalidateTags(tagsOfUpdate(event?.sets)));
    setUpdate((count) => count + 1);
    setNoteShown(true);
  });
  useEffect(() => {
    if (update === 0) return undefined;
    const timer = setTimeout(() => setNoteShown(false), updateNoteMs);
    return () => clearTimeout(timer);
  }, [update]);
  return noteShown;
}
