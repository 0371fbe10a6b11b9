import { createHash } from 'node:crypto';
import { base58 } from '@scure/base';

/**
 * The Solana ledger's genesis hash (its RPC's `getGenesisHash`), derived from the seed, so what
 * names the chain (WalletConnect's `solana:<first 32 characters>`) is known without the ledger.
 */
export function solanaGenesisHash(seed: string | number): string {
  return base58.encode(createHash('sha256').update(`sandbox-genesis:${seed}`).digest());
}
