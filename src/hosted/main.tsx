import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { buildTimePageConfig } from '../config/pageConfig';
import { parseUrlState } from '../config/urlState';
import { HostedPage } from './HostedPage';

// The URL is untrusted input (see parseUrlState); the API, RPCs and image hosts come from the build.
const { config, issues, untrustedApiOrigin } = parseUrlState(window.location.search, {
  instanceId: 'hosted',
  ...buildTimePageConfig(),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <HostedPage config={config} issues={issues} untrustedApiOrigin={untrustedApiOrigin} />
  </StrictMode>,
);
