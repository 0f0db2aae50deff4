import { lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { RemoteHarness } from 'shared-auth';

// Standalone development harness of this remote; the shell loads the pages through exposes.json.
const pages = {
  './SocialMedia': lazy(() => import('./pages/SocialMedia')),
  './KeywordExtraction': lazy(() => import('./pages/KeywordExtraction')),
  './TextToSpeech': lazy(() => import('./pages/TextToSpeech')),
  './ShortLink': lazy(() => import('./pages/ShortLink')),
  './WorkdayFaq': lazy(() => import('./pages/WorkdayFaq')),
};

const container = document.getElementById('root');
if (container) createRoot(container).render(<RemoteHarness remote="mfe_misc" pages={pages} />);
