import type { Asset } from './types';

/**
 * Balance map key: `${chainId}:${address.toLowerCase()}`. Its own file: balances are read on the
 * first screen, the token search loads with the picker dialog.
 */
export function tokenKey(asset: Pick<Asset, 'chainId' | 'address'>): string {
  return `${asset.chainId}:${asset.address.toLowerCase()}`;
}
