import { defineSection } from '../messages';

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
});
