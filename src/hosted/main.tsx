import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseUrlState } from '../config/urlState';
import { HostedPage } from './HostedPage';

// The URL is the hosted page's only input, and an untrusted one (see parseUrlState).
const { config, issues } = parseUrlState(window.location.search, { instanceId: 'hosted' });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <HostedPage config={config} issues={issues} />
  </StrictMode>,
);
