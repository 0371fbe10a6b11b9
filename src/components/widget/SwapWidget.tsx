import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RoutingClient } from '../../api/client';
import type { WidgetConfig } from '../../config/widgetConfig';
import type { WidgetEvent, WidgetEvents } from '../../events/widgetEvents';
import { I18nProvider, useI18n } from '../../i18n/I18nProvider';
import { SwapCard } from './SwapCard';
import { useResolvedTheme } from './useResolvedTheme';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetProviders } from './WidgetProviders';

export interface SwapWidgetProps {
  config: WidgetConfig;
  /** An emitter made with `createWidgetEvents()`, to subscribe to this instance's events. */
  events?: WidgetEvents | undefined;
  /** Called with every event of this instance (route selected, steps, done, failed, ...). */
  onEvent?: ((event: WidgetEvent) => void) | undefined;
  /**
   * This instance's routing client and query cache, when made before the widget (the hosted and
   * iframe pages' start puts a deep link's first quotes in it); the widget makes its own otherwise.
   */
  client?: RoutingClient | undefined;
  queryClient?: QueryClient | undefined;
  /** Keep the page URL in step with the user's choices (hosted and iframe pages only). */
  syncUrl?: boolean;
}

/**
 * The whole widget for one instance: its own QueryClient, routing client and store (namespaced by
 * `config.instanceId`), wallets, and the swap card. Theme via `data-theme` on the root, whose class
 * `cw-root` carries the theme tokens and scopes the package's stylesheet (`src/package.css`).
 */
export function SwapWidget({
  config,
  syncUrl = false,
  events,
  onEvent,
  client,
  queryClient,
}: SwapWidgetProps) {
  const theme = useResolvedTheme(config.theme);
  return (
    <I18nProvider language={config.language}>
      <WidgetRoot theme={theme}>
        <WidgetErrorBoundary>
          <WidgetProviders
            config={config}
            syncUrl={syncUrl}
            events={events}
            onEvent={onEvent}
            client={client}
            queryClient={queryClient}
          >
            <SwapCard />
          </WidgetProviders>
        </WidgetErrorBoundary>
      </WidgetRoot>
    </I18nProvider>
  );
}

/** The root element, marked with the widget's language so screen readers pronounce it right. */
function WidgetRoot({ theme, children }: { theme: string; children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <div data-theme={theme} className="cw-root" lang={locale}>
      {children}
    </div>
  );
}
