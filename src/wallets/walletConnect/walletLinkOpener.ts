import { createContext } from 'react';

/**
 * How the page around the widget opens a wallet app's `wc:` link ("Open wallet app" on a phone):
 * the iframe page asks its host page over the bridge, since a custom scheme's link does not open
 * from inside a cross-origin frame. Without it (the hosted page, the component, the element, an
 * iframe with no host script) the widget's own link opens it.
 */
export type OpenWalletLink = (uri: string) => void;

export const WalletLinkOpenerContext = createContext<OpenWalletLink | undefined>(undefined);
