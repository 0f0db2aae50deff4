/**
 * The realtime channels and events, typed once for the gateway (publishes, authorises) and the
 * browser (subscribes). Pusher protocol: soketi locally, hosted Pusher (cluster eu) in production.
 */

/** Everyone online listens here; the name is the product slug (docs/product.md: default `ki-portal`). */
export const productChannel = (productSlug: string): string => productSlug;

/** One user's private channel; the gateway authorises only its owner. */
export const userChannel = (uid: string): string => `private-user-${uid}`;

/** The uid of a user channel name, or null when the name is not exactly `private-user-<uid>`. */
export function uidOfUserChannel(channel: string): string | null {
  const match = /^private-user-([A-Za-z0-9_-]{1,128})$/.exec(channel);
  return match ? match[1]! : null;
}

export const realtimeEvents = {
  announcement: 'announcement',
  dashboardsUpdated: 'dashboards-updated',
  jobProgress: 'job-progress',
} as const;

/** On the product channel: a German banner for everyone online, dismissible. */
export interface AnnouncementEvent {
  id: string;
  message: string;
  level: 'info' | 'warning';
  sentAt: string;
}

/** On the product channel: dashboard data changed (an import); open dashboards pages refetch. */
export interface DashboardsUpdatedEvent {
  sets: ('dashboards' | 'infonline' | 'symplr' | 'epaper' | 'top30')[];
  rows: number;
  importedAt: string;
}

/** On the user's private channel: how far a long job of theirs has come. */
export interface JobProgressEvent {
  /** Chosen by the browser and sent as the `X-Job-Id` header of the request that starts the job. */
  jobId: string;
  kind: 'transcription' | 'tts';
  phase: 'received' | 'processing' | 'done' | 'failed';
  /** 0–1 where it can be measured (speech: chunks done), otherwise absent. */
  progress?: number;
}

/** The `X-Job-Id` header: what a browser may send (the gateway ignores anything else). */
export const jobIdPattern = /^[A-Za-z0-9_-]{8,64}$/;
