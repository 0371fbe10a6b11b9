import type { Asset, Chain, TokensByChain } from '../api/types';
import { tokenKey } from '../lib/tokenKey';
import { readTokenMetadata } from '../networks/readTokenMetadata';

/**
 * A token's decimals from outside storage, for a run to check its record against
 * (`execution/storedTokens.ts`): the API's token list of its chain (`tokens`, the widget's cached
 * `/tokens`), else the chain itself (ERC-20 `decimals`, an SPL mint). Undefined when neither can
 * say (a native coin no list names, a Tron or Cosmos token off the list, a chain that does not
 * answer).
 */
export async function knownTokenDecimals(
  asset: Asset,
  tokens: (chainId: string) => Promise<TokensByChain>,
  chains: readonly Chain[],
): Promise<number | undefined> {
  const key = tokenKey(asset);
  try {
    const listed = (await tokens(asset.chainId))[asset.chainId]?.find((t) => tokenKey(t) === key);
    if (listed) return listed.decimals;
  } catch {
    // No list now: the chain may still say.
  }
  const chain = chains.find((c) => c.chainId === asset.chainId);
  if (!chain || asset.isNative) return undefined;
  try {
    return (await readTokenMetadata(chain, asset.address)).decimals;
  } catch {
    return undefined;
  }
}
