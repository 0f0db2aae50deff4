import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { RemoteHarness } from 'shared-auth';

// Standalone development harness of this remote; the shell loads the pages through exposes.json.
const pages = {
  './Redact': lazy(() => import('./pages/Redact')),
  './Translate': lazy(() => import('./pages/Translate')),
  './Summarize': lazy(() => import('./pages/Summarize')),
  './PressRelease': lazy(() => import('./pages/PressRelease')),
  './AudioTranscript': lazy(() => import('./pages/AudioTranscript')),
};

const container = document.getElementById('root');
if (container) createRoot(container).render(<RemoteHarness remote="mfe_text" pages={pages} />);
