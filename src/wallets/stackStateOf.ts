import type { NetworkType } from '../api/types';
import type { WalletState } from './walletState';

/** The wallet store's field that says whether a network type's wallet stack has loaded. */
export const STACK_STATE_OF = {
  evm: 'evmStack',
  sol: 'solanaStack',
  tron: 'tronStack',
  cosmos: 'cosmosStack',
} as const satisfies Record<NetworkType, keyof WalletState>;
