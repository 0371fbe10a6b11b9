import { base58 } from '@scure/base';
import { Keypair } from '@solana/web3.js';
import { cosmosDevAccount } from './chains/cosmos/keys';
import { evmAccountAt } from './chains/evm/devAccounts';
import { tronDevAccounts } from './chains/tron/devAccounts';
import { hashBytes } from './random';

/**
 * Development keys for the local chains. DEVELOPMENT ONLY: these keys are public knowledge.
 * EVM: anvil's standard accounts (the "test test … junk" mnemonic, m/44'/60'/0'/0/i), which
 * anvil funds at start. Solana: keypairs derived from the seed (the chains engineer funds them).
 * Tron: the same mnemonic on Tron's path (m/44'/195'/0'/0/i), which the Tron ledger funds.
 * Cosmos: secp256k1 keys derived from the seed (chains/cosmos/keys.ts; the ledger funds them).
 */
export interface DevAccounts {
  warning: string;
  evm: Array<{ address: `0x${string}`; privateKey: `0x${string}` }>;
  solana: Array<{ publicKey: string; secretKey: string }>;
  /** `address` base58 (`T…`), `hexAddress` `41…`, `privateKey` 64 hex digits without `0x`. */
  tron: Array<{ address: string; hexAddress: string; privateKey: string }>;
  /** bech32 address, hex private key (no 0x), hex compressed public key. */
  cosmos: Array<{ address: string; privateKey: string; publicKey: string }>;
}

export const DEV_KEYS_WARNING = 'development keys, never use with real funds';

const cache = new Map<string, DevAccounts>();

function solanaDevKeypair(seed: string, index: number): Keypair {
  return Keypair.fromSeed(hashBytes('sandbox', seed, 'solana-dev', index));
}

export function devAccounts(seed: string, evmCount = 10, solanaCount = 5): DevAccounts {
  const cacheKey = `${seed}:${evmCount}:${solanaCount}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  // The chains' deployments derived most of them already (chains/evm/devAccounts.ts keeps them).
  const evm = Array.from({ length: evmCount }, (_, addressIndex) => evmAccountAt(addressIndex));
  const solana = Array.from({ length: solanaCount }, (_, i) => {
    const kp = solanaDevKeypair(seed, i);
    return { publicKey: kp.publicKey.toBase58(), secretKey: base58.encode(kp.secretKey) };
  });
  const tron = tronDevAccounts().map(({ evm: _, ...account }) => account);
  const cosmos = Array.from({ length: solanaCount }, (_, i) => cosmosDevAccount(seed, i));
  const accounts = {
    warning: DEV_KEYS_WARNING,
    evm,
    solana,
    tron,
    cosmos,
  };
  cache.set(cacheKey, accounts);
  return accounts;
}
