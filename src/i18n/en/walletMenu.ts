import { defineSection } from '../../lib/messages';

/** The wallet menu (loaded on demand, its words with it): a section per network type. */
export const walletMenuMessages = defineSection('walletMenu', {
  networkWallet: '{network} wallet',
  disconnect: 'Disconnect',
  disconnectNetwork: 'Disconnect {network} wallet',
  looking: 'Looking for {network} wallets…',
  noneFound:
    'No {network} wallet found in this browser. Install a wallet extension and reload the page.',
  notSetUp: 'This site has not set up signing on {chain}: no wallet can swap from it here.',
  developmentKeys: 'development keys',
  // The header's wallet button, and what a stack says when its chain has no RPC here.
  wallets: 'Wallets',
  // The header's account button and its dialog.
  account: 'Account',
  copyAddress: 'Copy address',
  copyAddressOf: 'Copy address of {network} wallet',
  addressCopied: '{network} address copied.',
  addressNotCopied: 'The {network} address could not be copied: select it and copy it by hand.',
  connectAnother: 'Connect another wallet',
  walletMenuFailed: 'The wallet menu could not be loaded. Reload the page to try again.',
  // WalletConnect's dialog: its QR code and its `wc:` link.
  walletConnectTitle: 'Connect with WalletConnect',
  walletConnectScan: 'Scan this code with your wallet app, or copy the link into it.',
  walletConnectQr: 'QR code of the WalletConnect link',
  copyLink: 'Copy link',
  linkCopied: 'Link copied.',
  linkNotCopied: 'The link could not be copied: select it and copy it by hand.',
  openWalletApp: 'Open wallet app',
  noSolanaRpc: 'No Solana RPC is configured for this API.',
  noTronRpc: 'No Tron node is configured for this API.',
});
