import { createRoot } from 'react-dom/client';
import { createPortalStore, initAuth } from 'shared-auth';
import { loadPortalConfig, messageFor } from 'shared-ui';
import { App } from './App';
import { startRealtime } from './realtime/startRealtime';
import { registerPortalRemotes } from './remotes/registerPortalRemotes';
import { loadTagManager } from './tagManager/loadTagManager';

async function start(container: HTMLElement) {
  const root = createRoot(container);
  try {
    const config = await loadPortalConfig();
    registerPortalRemotes(config.remotes);
    const store = createPortalStore();
    initAuth(config, store.dispatch);
    root.render(<App config={config} store={store} />);
    // After the first render: realtime is an extra, the portal never waits for it.
    startRealtime(config, store);
    loadTagManager(config.tagManagerId);
  } catch (error) {
    console.error(error);
    // Without the config the portal cannot know its remotes or gateway; say so plainly.
    container.textContent = messageFor('config-unavailable');
  }
}

const container = document.getElementById('root');
if (container) void start(container);
