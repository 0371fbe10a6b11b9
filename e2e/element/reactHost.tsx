import { createRoot } from 'react-dom/client';
import { SwapWidget, type WidgetConfig } from '../../src/index';

// The React component on a page of its own (e2e/element/hostPages.ts), with the package's
// stylesheet linked by the page: the widget as an integrator's React app renders it. A test
// changes its props as the app's state would (`updateWidgetConfig`): the same component, rendered
// again with a new config object.
const host = document.getElementById('react-widget');
const apiUrl = host?.dataset.apiUrl;
if (host && apiUrl) {
  const root = createRoot(host);
  let config: WidgetConfig = { apiUrl, instanceId: 'react-host' };
  const render = () => root.render(<SwapWidget config={config} />);
  Object.assign(window, {
    updateWidgetConfig(changes: Partial<WidgetConfig>) {
      config = { ...config, ...changes };
      render();
    },
  });
  render();
}
