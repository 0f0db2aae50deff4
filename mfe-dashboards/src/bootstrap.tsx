import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { RemoteHarness } from 'shared-auth';

// Standalone development harness of this remote; the shell loads the pages through exposes.json.
const pages = {
  './Dashboards': lazy(() => import('./pages/Dashboards')),
};

const container = document.getElementById('root');
if (container) createRoot(container).render(<RemoteHarness remote="mfe_dashboards" pages={pages} />);
