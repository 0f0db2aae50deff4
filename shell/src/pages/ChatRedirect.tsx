import { useEffect } from 'react';
import { chatEntry, usePortalConfig } from 'shared-ui';
import { leavePortal } from './leavePortal';
import { ShellPage } from './ShellPage';

/**
 * /chat typed into the address bar: the chat lives outside the portal (configured `chatUrl`), so
 * the browser goes there, as the nav's chat link would. The link stays for a browser that blocks it.
 */
export function ChatRedirect() {
  const { chatUrl } = usePortalConfig();
  useEffect(() => {
    leavePortal(chatUrl);
  }, [chatUrl]);
  return (
    <ShellPage title={chatEntry.name}>
      <p>
        Weiter zum Chat: <a href={chatUrl}>{chatUrl}</a>
      </p>
    </ShellPage>
  );
}
