import { browserStorage } from '../state/persistedStorage';

/** The id of the wallet a network's stack connected last, under one widget's storage key. */
export interface RememberedWallet {
  read(): string | undefined;
  remember(walletId: string): void;
  forget(): void;
}

type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * What the Tron and Cosmos stacks keep so a reload finds the wallet again, as wagmi and the Solana
 * adapter do for theirs: a swap reopened after a reload needs its wallet to send what it saved
 * and to sign its next step. Only an id (never a key or an address), and storage that never throws
 * (a failing read is "nothing remembered"). Without `key`, nothing is kept.
 */
export function rememberedWallet(
  key: string | undefined,
  storage: SyncStorage | undefined = browserStorage() as SyncStorage | undefined,
): RememberedWallet {
  const attempt = <T>(action: (s: SyncStorage, k: string) => T): T | undefined => {
    if (!key || !storage) return undefined;
    try {
      return action(storage, key);
    } catch {
      // Storage disabled (a third-party iframe) or full: the wallet is simply not remembered.
      return undefined;
    }
  };
  return {
    read: () => attempt((s, k) => s.getItem(k)) ?? undefined,
    remember: (walletId) => attempt((s, k) => s.setItem(k, walletId)),
    forget: () => attempt((s, k) => s.removeItem(k)),
  };
}
