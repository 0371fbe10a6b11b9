import type { QueryClient } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import type { RoutingClient } from '../api/client';
import { useCheckedConfig } from '../components/widget/useCheckedConfig';
import { useResolvedTheme } from '../components/widget/useResolvedTheme';
import { WidgetErrorBoundary } from '../components/widget/WidgetErrorBoundary';
import { WidgetLayout } from '../components/widget/WidgetLayout';
import { themeTokenStyle } from '../config/themeTokens';
import type { WidgetConfig } from '../config/widgetConfig';
import type { ThemeTokens } from '../config/widgetOptions';
import type { WidgetEvent, WidgetEvents } from '../events/widgetEvents';
import { I18nProvider, useI18n } from '../i18n/I18nProvider';
import { languageChoiceStore } from '../state/languageChoiceStore';
import { storageScope } from '../state/persistedStorage';
import { WidgetProviders } from './WidgetProviders';
import { instanceScope } from './widgetInstance';

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
 * `config.instanceId`), wallets, and the swap card in the integrator's variant (`WidgetLayout`).
 * Theme via `data-theme` on the root, whose class `cw-root` carries the theme tokens and scopes
 * the package's stylesheet (`src/package.css`); the integrator's `themeTokens` sit on it as inline
 * custom properties. The integrator options are
 * checked here again (`useCheckedConfig`): a config in plain JS is checked by nothing else.
 */
export function SwapWidget({
  config: given,
  syncUrl = false,
  events,
  onEvent,
  client,
  queryClient,
}: SwapWidgetProps) {
  const config = useCheckedConfig(given);
  const theme = useResolvedTheme(config.theme);
  const scope = storageScope(instanceScope(config), config.apiUrl);
  const choiceStore = useMemo(() => languageChoiceStore(scope), [scope]);
  return (
    <I18nProvider
      language={config.language}
      allow={config.languages?.allow}
      choiceStore={choiceStore}
    >
      <WidgetRoot theme={theme} tokens={config.themeTokens} wide={config.variant === 'wide'}>
        <WidgetErrorBoundary>
          <WidgetProviders
            config={config}
            syncUrl={syncUrl}
            events={events}
            onEvent={onEvent}
            client={client}
            queryClient={queryClient}
          >
            <WidgetLayout />
          </WidgetProviders>
        </WidgetErrorBoundary>
      </WidgetRoot>
    </I18nProvider>
  );
}

/**
 * The root element, marked with the widget's language so screen readers pronounce it right, and
 * carrying the integrator's theme tokens (checked ones only).
 */
function WidgetRoot({
  theme,
  tokens,
  wide,
  children,
}: {
  theme: string;
  tokens: ThemeTokens | undefined;
  /** The wide variant: the root's column grows to the wide card's width (styles.css). */
  wide: boolean;
  children: ReactNode;
}) {
  const { locale } = useI18n();
  const style = tokens ? (themeTokenStyle(tokens) as CSSProperties) : undefined;
  return (
    <div
      data-theme={theme}
      data-variant={wide ? 'wide' : undefined}
      className="cw-root"
      lang={locale}
      style={style}
    >
      {children}
    </div>
  );
}
