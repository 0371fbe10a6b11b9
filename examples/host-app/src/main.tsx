import '@crosswidget/swap-widget/style.css';
import './index.css';
import type { WidgetConfig } from '@crosswidget/swap-widget';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { App } from './App';
import { sandboxWagmiConfig } from './sandboxWagmiConfig';

const apiUrl = import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:8787/v1';
const widgetConfig: WidgetConfig = { apiUrl, instanceId: 'host-app' };
const wagmiConfig = await sandboxWagmiConfig(apiUrl);
// The host's own cache: the widget keeps its queries in a client of its own.
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App widgetConfig={widgetConfig} />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
