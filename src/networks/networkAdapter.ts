import type { ComponentType } from 'react';
import type { EngineRegistration } from '../execution/networkEngine';
import type { OnDemandStackProps } from '../wallets/useStackLoading';
import type { WalletConnectNamespace } from '../wallets/walletConnect/walletConnectSettings';
import type { WalletModule } from '../wallets/walletModule';

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
  OnDemandWalletStack?: ComponentType<OnDemandStackProps>;
  /** Its part of a WalletConnect proposal. */
  walletConnect: WalletConnectNamespace;
}
