import type { Asset, Chain } from '../api/types';
import { NATIVE_SOL_ADDRESSES } from '../lib/nativeAddresses';
import { tokenKey } from '../lib/tokenKey';
import { readHeldBalances } from '../networks/readHeldBalances';

const [SOL_NATIVE_ADDRESS = '11111111111111111111111111111111'] = NATIVE_SOL_ADDRESSES;

/**
 * `owner`'s balance of `asset` read from its chain, for the amount a swap actually delivered.
 * SOL is listed under the wrapped-SOL mint (`isNative: true`), as Solana aggregators list it, and
 * what arrives is lamports: a native Solana asset is read as the account's SOL, never as a wSOL
 * token account (which would say nothing arrived).
 */
export async function readRecipientBalance(
  chains: readonly Chain[],
  asset: Asset,
  owner: string,
): Promise<bigint> {
  const chain = chains.find((c) => c.chainId === asset.chainId);
  if (!chain) throw new Error(`no chain ${asset.chainId}`);
  const held = await readHeldBalances(chain, owner, [asset.address]);
  const address =
    chain.networkType === 'sol' && asset.isNative ? SOL_NATIVE_ADDRESS : asset.address;
  return held.get(tokenKey({ chainId: asset.chainId, address })) ?? 0n;
}
