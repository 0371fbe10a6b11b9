// First: the page's config, and a deep link's quotes on their way before the rest is evaluated.
import { page } from '../hosted/thisPage';
import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startIframeBridge } from './bridge/iframeBridge';
import { embedParentOrigins } from './bridge/parentOrigins';
import { EmbedPage } from './EmbedPage';

const { config, issues, untrustedApiOrigin, clients, firstPaint } = page;

// The host page's script may already be waiting: say ready before React renders.
const bridge = startIframeBridge({
  self: window,
  parentOrigins: embedParentOrigins(window.location.origin),
  // Chromium and Safari name the parent's origin; elsewhere each allowed origin is tried.
  reportedParentOrigin: window.location.ancestorOrigins?.[0],
});

const root = document.getElementById('root');
if (!root) throw new Error('embed.html has no #root element');
// A deep link's page paints once its first quotes are in, or soon without them (pageStart).
void firstPaint.then(() =>
  createRoot(root).render(
    <StrictMode>
      <EmbedPage
        config={config}
        issues={issues}
        untrustedApiOrigin={untrustedApiOrigin}
        clients={clients}
        bridge={bridge}
      />
    </StrictMode>,
  ),
);
