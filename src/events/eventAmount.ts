import type { Asset } from '../api/types';
import type { EventAmount } from './widgetEvents';

/**
 * An amount as events carry it: the token named, the amount a decimal string of smallest units.
 * Its own file: route selection is told from the first screen, executions from the runtime.
 */
export function eventAmount(asset: Asset, amount: bigint): EventAmount {
  return {
    chainId: asset.chainId,
    token: asset.address,
    symbol: asset.symbol,
    decimals: asset.decimals,
    amount: amount.toString(),
  };
}
