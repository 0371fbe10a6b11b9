import { SwapWidget } from '../components/widget/SwapWidget';
import type { PageClients } from '../config/pageStart';
import type { WidgetConfig } from '../config/widgetConfig';
import { UntrustedApiBanner, UrlIssues, useDocumentTheme } from '../hosted/pageChrome';

export interface EmbedPageProps {
  config: WidgetConfig;
  issues: string[];
  /** Development builds: the origin of a link's API nobody vouched for (see parseUrlState). */
  untrustedApiOrigin?: string | undefined;
  /** The routing client and query cache `startPage` made (a deep link's first quotes in it). */
  clients?: PageClients | undefined;
}

/**
 * The iframe page (`embed.html`): the widget alone, no page chrome, on a transparent background so
 * it sits on the host page. Same URL contract as the hosted page. The bridge to the host page's
 * wallets arrives with the shipping work; until then the widget uses the wallets it finds itself.
 */
export function EmbedPage({ config, issues, untrustedApiOrigin, clients }: EmbedPageProps) {
  useDocumentTheme(config.theme);
  return (
    <main className="flex flex-col items-center gap-3 p-2 font-sans text-text">
      <UntrustedApiBanner origin={untrustedApiOrigin} />
      <UrlIssues issues={issues} />
      <SwapWidget config={config} syncUrl {...clients} />
    </main>
  );
}
