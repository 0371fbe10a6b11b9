import type { Chain, NetworkType } from '../api/types';
import { RpcCallError } from '../wallets/jsonRpc';
import { rpcUrlOf } from '../wallets/rpcUrlOf';
import type { WalletModule } from '../wallets/walletModule';
import { NETWORKS } from './networkRegistry';

function readerOf(networkType: NetworkType): WalletModule['readIsContract'] {
  return Object.hasOwn(NETWORKS, networkType)
    ? NETWORKS[networkType].wallet.readIsContract
    : undefined;
}

/**
 * Whether a typed recipient on a chain of `networkType` is checked for contract code: only where
 * its network reads code (EVM chains; see `WalletModule.readIsContract`).
 */
export function checksRecipientCode(networkType: NetworkType): boolean {
  return readerOf(networkType) !== undefined;
}

/**
 * Whether `address` is a contract on `chain` (undefined: not among the chains the widget knows),
 * read from the chain's RPC. No chain, no RPC URL, or a read that fails throws an `RpcCallError`:
 * nothing is known about the address then.
 */
export async function readRecipientIsContract(
  networkType: NetworkType,
  chain: Chain | undefined,
  address: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const read = readerOf(networkType);
  const rpcUrl = rpcUrlOf(chain);
  if (!read) throw new RpcCallError('readIsContract', `network type ${networkType}`);
  if (!rpcUrl) throw new RpcCallError('readIsContract', 'the chain lists no RPC URL');
  return read(rpcUrl, address, signal);
}
