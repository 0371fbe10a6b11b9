import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { buildTimePageConfig } from '../config/pageConfig';
import { parseUrlState } from '../config/urlState';
import { EmbedPage } from './EmbedPage';

// The iframe's URL is untrusted input (see parseUrlState); the API, RPCs and image hosts come from
// the build.
const { config, issues, untrustedApiOrigin } = parseUrlState(window.location.search, {
  instanceId: 'embed',
  ...buildTimePageConfig(),
});

const root = document.getElementById('root');
if (!root) throw new Error('embed.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <EmbedPage config={config} issues={issues} untrustedApiOrigin={untrustedApiOrigin} />
  </StrictMode>,
);
