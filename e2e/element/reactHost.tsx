import { createRoot } from 'react-dom/client';
import { SwapWidget } from '../../src/index';

// The React component on a page of its own (e2e/element/hostPages.ts), with the package's
// stylesheet linked by the page: the widget as an integrator's React app renders it.
const host = document.getElementById('react-widget');
const apiUrl = host?.dataset.apiUrl;
if (host && apiUrl) {
  createRoot(host).render(<SwapWidget config={{ apiUrl, instanceId: 'react-host' }} />);
}
