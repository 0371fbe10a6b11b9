/**
 * Keys and addresses of the sandbox's Cosmos ledger. Accounts are secp256k1 keys with the SDK's
 * address rule (ripemd160(sha256(compressed public key)), bech32 with the chain's prefix); the
 * pool, the bridge and the IBC escrow are accounts no key controls, moved by the ledger itself
 * (as module accounts are).
 */
import { rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino';
import { Secp256k1, sha256 } from '@cosmjs/crypto';
import { toBech32, toHex } from '@cosmjs/encoding';
import { hashBytes } from '../../random';

/** The bech32 prefix: the Cosmos Hub's, so the API's address rules hold (the chain id is ours). */
export const COSMOS_PREFIX = 'cosmos';

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

/** An account no key controls: the sandbox's pool and bridge (the payloads pay them). */
export function sandboxCosmosAccount(name: 'pool' | 'bridge', prefix = COSMOS_PREFIX): string {
  return toBech32(prefix, hashBytes('cosmos', name).subarray(0, 20));
}

/** ICS-20's escrow account of a channel: sha256("ics20-1" 0x00 "port/channel"), 20 bytes. */
export function escrowAddress(port: string, channel: string, prefix = COSMOS_PREFIX): string {
  const contents = new TextEncoder().encode(`ics20-1\u0000${port}/${channel}`);
  return toBech32(prefix, sha256(contents).subarray(0, 20));
}

/** A module account's address (the SDK's `NewModuleAddress`): sha256(name), 20 bytes. */
export function moduleAddress(name: string, prefix = COSMOS_PREFIX): string {
  return toBech32(prefix, sha256(new TextEncoder().encode(name)).subarray(0, 20));
}
