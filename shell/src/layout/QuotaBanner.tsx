import { AnnouncementBanner } from 'shared-ui';
import { useQuotaNotice } from './useQuotaNotice';

/** The tenant's AI quota as a banner (useQuotaNotice); a chunk of its own, loaded once signed in. */
export default function QuotaBanner() {
  const { notices, dismiss } = useQuotaNotice(true);
  return <AnnouncementBanner announcements={notices} onDismiss={(id) => void dismiss(id)} />;
}
