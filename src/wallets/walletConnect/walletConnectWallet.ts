import { rememberedWallet } from '../rememberedWallet';
import type { WalletOption } from '../walletState';

// Light: the wallet stacks' loader reads it on every visit, before any stack or the SDK loads.

/** How a network's wallet list offers WalletConnect: a button named "WalletConnect". */
export const WALLETCONNECT_WALLET = {
  id: 'walletConnect',
  name: 'WalletConnect',
  isSandbox: false,
} as const satisfies WalletOption;

/**
 * Whether the wallet a stack remembers under `key` (as the stack writes it: `written`) is
 * WalletConnect: its account comes back after a reload from the stored session, so that stack
 * loads at once. Anything else, or nothing kept, loads nothing.
 */
export const remembersWalletConnect = (key: string, written: string = WALLETCONNECT_WALLET.id) =>
  rememberedWallet(key).read() === written;
