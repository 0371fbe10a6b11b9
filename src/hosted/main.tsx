// First: the page's config, and a deep link's quotes on their way before the rest is evaluated.
import { page } from './thisPage';
import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HostedPage } from './HostedPage';

const { config, issues, untrustedApiOrigin, clients, firstPaint } = page;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A deep link's page paints once its first quotes are in, or soon without them (pageStart).
void firstPaint.then(() =>
  createRoot(root).render(
    <StrictMode>
      <HostedPage
        config={config}
        issues={issues}
        untrustedApiOrigin={untrustedApiOrigin}
        clients={clients}
      />
    </StrictMode>,
  ),
);
