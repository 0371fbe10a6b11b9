import { useEffect, useState } from 'react';
import type { WalletOption } from '../walletState';
import { createTronLinkAccess, createTronLinkAdapter } from './tronLinkWallet';
import type { TronWalletAccess } from './tronSigner';

export interface TronLinkWallet {
  option: WalletOption;
  access: TronWalletAccess;
  /** TronLink already lets this site read its account: connecting asks nothing of the person. */
  authorized: boolean;
  connect(): Promise<void>;
  disconnect(): Promise<void>;
}

/**
 * TronLink, once the adapter has found it (its `readyState`); undefined on a page without it, as
 * the other sections leave out wallets they do not find. A new object whenever TronLink's account
 * changes, so what shows the address reads it again.
 */
export function useTronLink(chainId: string): TronLinkWallet | undefined {
  const [wallet, setWallet] = useState<TronLinkWallet>();
  useEffect(() => {
    const adapter = createTronLinkAdapter();
    const access = createTronLinkAccess(adapter, chainId);
    const update = () =>
      setWallet(
        adapter.readyState === 'Found'
          ? {
              option: {
                id: adapter.name,
                name: adapter.name,
                icon: adapter.icon,
                isSandbox: false,
              },
              access,
              authorized: Boolean(adapter.address),
              connect: () => adapter.connect(),
              disconnect: () => adapter.disconnect(),
            }
          : undefined,
      );
    const events = ['readyStateChanged', 'accountsChanged', 'disconnect'] as const;
    for (const e of events) adapter.on(e, update);
    update();
    return () => {
      for (const e of events) adapter.off(e, update);
    };
  }, [chainId]);
  return wallet;
}
