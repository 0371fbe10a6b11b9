/**
 * Accounts of the Cosmos ledger that no key controls, moved by the ledger itself (as module
 * accounts are): the sandbox's pool and bridge, the fee collector, a channel's IBC escrow. Kept
 * apart from the key code (and from cosmjs) so the API's payload builders can name them cheaply.
 */
import { createHash } from 'node:crypto';
import { bech32 } from '@scure/base';
import { hashBytes } from '../../random';

/** The bech32 prefix: the Cosmos Hub's, so the API's address rules hold (the chain id is ours). */
export const COSMOS_PREFIX = 'cosmos';

const address = (bytes: Uint8Array, prefix: string) =>
  bech32.encode(prefix, bech32.toWords(bytes.subarray(0, 20)));
const sha256 = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());

/** The sandbox's pool (same-chain swaps are paid to it) or bridge (IBC transfers' receiver). */
export function sandboxCosmosAccount(name: 'pool' | 'bridge', prefix = COSMOS_PREFIX): string {
  return address(hashBytes('cosmos', name), prefix);
}

/** A module account's address (the SDK's `NewModuleAddress`): sha256(name), 20 bytes. */
export function moduleAddress(name: string, prefix = COSMOS_PREFIX): string {
  return address(sha256(name), prefix);
}

/** ICS-20's escrow account of a channel: sha256("ics20-1" 0x00 "port/channel"), 20 bytes. */
export function escrowAddress(port: string, channel: string, prefix = COSMOS_PREFIX): string {
  return address(sha256(`ics20-1\u0000${port}/${channel}`), prefix);
}
