import { useMemo } from 'react';
import type { WidgetConfig } from '../config/widgetConfig';
import { PageNotices, useDocumentTheme } from '../hosted/pageChrome';
import { I18nProvider } from '../i18n/I18nProvider';
import type { MessageRef } from '../lib/messageRef';
import type { PageClients } from '../startup/pageStart';
import { SwapWidget } from '../startup/SwapWidget';
import { HostWalletsContext } from '../wallets/hostWallet';
import { WalletLinkOpenerContext } from '../wallets/walletConnect/walletLinkOpener';
import type { IframeBridge } from './bridge/iframeBridge';
import { startingChoiceKey, withHostConfig } from './hostConfig';
import { useHostBridge } from './useHostBridge';

export interface EmbedPageProps {
  config: WidgetConfig;
  /** Problems found in the page URL, shown above the widget. */
  issues: readonly MessageRef[];
  /** Development builds: the origin of a link's API nobody vouched for (see parseUrlState). */
  untrustedApiOrigin?: string | undefined;
  /** The routing client and query cache `startPage` made (a deep link's first quotes in it). */
  clients?: PageClients | undefined;
  /** The bridge to the host page (`startIframeBridge`); none when not framed by an allowed origin. */
  bridge?: IframeBridge | undefined;
}

/**
 * The iframe page (`embed.html`): the widget alone, no page chrome, on a transparent background so
 * it sits on the host page. Same URL contract as the hosted page. With the host page's script
 * (`connectSwapWidget`), its wallet is offered in the wallet menu, its theme and starting choice
 * apply, the page's height and the widget's events go to it, and it opens a wallet app's link
 * for the frame; without, the widget uses the wallets it finds itself.
 */
export function EmbedPage({
  config: fromUrl,
  issues,
  untrustedApiOrigin,
  clients,
  bridge,
}: EmbedPageProps) {
  const host = useHostBridge(bridge);
  const config = useMemo(() => withHostConfig(fromUrl, host.config), [fromUrl, host.config]);
  useDocumentTheme(config.theme);
  return (
    <main ref={host.rootRef} className="flex flex-col items-center gap-3 p-2 font-sans text-text">
      {/* The page's notices in the widget's language (the host's config may name it). */}
      <I18nProvider language={config.language}>
        <PageNotices untrustedApiOrigin={untrustedApiOrigin} issues={issues} />
      </I18nProvider>
      <HostWalletsContext.Provider value={host.wallets}>
        <WalletLinkOpenerContext.Provider value={host.openWalletLink}>
          <SwapWidget
            key={startingChoiceKey(config)}
            config={config}
            events={host.events}
            syncUrl
            {...clients}
          />
        </WalletLinkOpenerContext.Provider>
      </HostWalletsContext.Provider>
    </main>
  );
}
