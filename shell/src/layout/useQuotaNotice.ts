import { useState } from 'react';
import type { AnnouncementEvent } from 'portal-contract';
import type { QuotaReply } from 'portal-contract/schemas';
import { portalApi } from 'shared-auth';
import { messageFor } from 'shared-ui';

const quotaApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    quota: build.query<QuotaReply, void>({ query: () => ({ path: '/v1/quota' }) }),
  }),
});

/** From this share of the month's quota on, the tenant's users are told once per month. */
const WARN_FROM = 0.8;
const dismissedKey = (month: string) => `ki-portal.quota-notice.${month}`;

function wasDismissed(month: string): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(month)) === '1';
  } catch {
    return false;
  }
}

/**
 * The tenant's AI quota as a banner beside the announcements: from 80 % once per month (closing it
 * is remembered in this browser), at 100 % the refusal's message. Without a quota: nothing.
 */
export function useQuotaNotice(loggedIn: boolean): { notices: AnnouncementEvent[]; dismiss: (id: string) => boolean } {
  const { data } = quotaApi.useQuotaQuery(undefined, { skip: !loggedIn, refetchOnFocus: true, pollingInterval: 5 * 60_000 });
  const [closed, setClosed] = useState<string | null>(null);
  const month = data?.month ?? '';
  const id = `quota-${month}`;
  const show = Boolean(data?.limitChars) && (data?.share ?? 0) >= WARN_FROM && closed !== month && !wasDismissed(month);
  const notices: AnnouncementEvent[] = show
    ? [
        {
          id,
          level: 'warning',
          sentAt: new Date().toISOString(),
          message:
            (data?.share ?? 0) >= 1
              ? messageFor('quota-exceeded')
              : messageFor('quota-nearly-used', { percent: Math.floor((data?.share ?? 0) * 100) }),
        },
      ]
    : [];
  const dismiss = (dismissedId: string) => {
    if (dismissedId !== id) return false;
    setClosed(month);
    try {
      window.localStorage.setItem(dismissedKey(month), '1');
    } catch {
      // Private mode: closed for this page only.
    }
    return true;
  };
  return { notices, dismiss };
}
