import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseUrlState } from '../config/urlState';
import { EmbedPage } from './EmbedPage';

// The iframe's URL is its only input, and an untrusted one (see parseUrlState).
const { config, issues } = parseUrlState(window.location.search, { instanceId: 'embed' });

const root = document.getElementById('root');
if (!root) throw new Error('embed.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <EmbedPage config={config} issues={issues} />
  </StrictMode>,
);
