/** The relay the WalletConnect SDK uses when none is given; the production CSP admits it. */
export const DEFAULT_WALLETCONNECT_RELAY = 'wss://relay.walletconnect.org';
