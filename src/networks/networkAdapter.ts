import type { ComponentType } from 'react';
import type { EngineRegistration } from '../execution/networkEngine';
import type { OnDemandStackProps } from '../wallets/useStackLoading';
import type { WalletConnectNamespace } from '../wallets/walletConnect/walletConnectSettings';
import type { WalletModule } from '../wallets/walletModule';

/** A wallet stack that loads on demand, and what makes it load with the page. */
interface OnDemandWalletStack {
  Stack: ComponentType<OnDemandStackProps>;
  /**
   * Whether the wallet it connected last (remembered in the storage scope `storage`) was
   * WalletConnect: the stack then loads with the page, so that account comes back after a reload
   * from the stored session, as EVM's does, whichever chains the form shows.
   */
  remembersWalletConnect(storage: string): boolean;
}

/**
 * Everything of one network type the widget reaches by looking the network up, each part written
 * in the network's own folders (`src/execution/<network>/`, `src/wallets/<network>/`) and named
 * once, in `<network>Network.ts`. What loads late stays behind `import()`.
 */
export interface NetworkAdapter extends EngineRegistration {
  /** Its wallets' reads: balances, fees, token metadata, contract code. */
  wallet: WalletModule;
  /**
   * Its wallet stack when it loads on demand (one of its chains chosen, its wallet menu section
   * opened); absent: it loads right after the first paint (EVM's, in `WalletProviders`).
   */
  onDemandStack?: OnDemandWalletStack;
  /** Its part of a WalletConnect proposal. */
  walletConnect: WalletConnectNamespace;
}
