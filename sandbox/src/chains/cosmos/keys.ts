/**
 * Keys of the sandbox's Cosmos ledger: secp256k1 keys with the SDK's address rule
 * (ripemd160(sha256(compressed public key)), bech32 with the chain's prefix). Accounts no key
 * controls are in accounts.ts.
 */
import { rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino';
import { Secp256k1 } from '@cosmjs/crypto';
import { toBech32, toHex } from '@cosmjs/encoding';
import { hashBytes } from '../../random';
import { COSMOS_PREFIX } from './accounts';

export interface CosmosDevAccount {
  address: string;
  /** 32-byte secp256k1 key, hex without 0x (what Keplr's "import private key" takes). */
  privateKey: string;
  /** Compressed public key, hex. */
  publicKey: string;
}

export function addressOfPubKey(pubKey: Uint8Array, prefix = COSMOS_PREFIX): string {
  return toBech32(prefix, rawSecp256k1PubkeyToRawAddress(pubKey));
}

/** Dev key `index` for a seed: deterministic, so `/__sandbox/accounts` is stable across runs. */
export function cosmosDevAccount(seed: string | number, index: number): CosmosDevAccount {
  const privateKey = hashBytes('sandbox', seed, 'cosmos-dev', index);
  const pubKey = Secp256k1.compressPubkey(Secp256k1.makeKeypair(privateKey).pubkey);
  return {
    address: addressOfPubKey(pubKey),
    privateKey: toHex(privateKey),
    publicKey: toHex(pubKey),
  };
}
