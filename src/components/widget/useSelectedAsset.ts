import { useMemo } from 'react';
import type { Asset, Chain } from '../../api/types';
import { isSameAddress } from '../../lib/addresses';
import { useChains } from '../../queries/chains';
import { useTokens } from '../../queries/tokens';
import { useWidgetStore } from '../../state/widgetStore';

export interface SelectedAsset {
  chain?: Chain;
  /** The token, resolved from `/tokens` (or accepted by the user as an unknown token). */
  asset?: Asset;
  /** True when the chosen address is on no list and was not accepted: it must not be used. */
  isUnknown: boolean;
  /** True when the token was accepted by address although not listed (keep warning). */
  isCustom: boolean;
  isLoading: boolean;
}

/** Resolves one side's `{ chainId, tokenAddress }` from the store to a Chain and an Asset. */
export function useSelectedAsset(side: 'from' | 'to'): SelectedAsset {
  const selection = useWidgetStore((s) => s[side]);
  const customTokens = useWidgetStore((s) => s.customTokens);
  const chains = useChains();
  const tokens = useTokens(selection.chainId);
  const chainList = chains.data;
  const tokenList = selection.chainId ? tokens.data?.[selection.chainId] : undefined;

  return useMemo(() => {
    const chain = chainList?.find((c) => c.chainId === selection.chainId);
    const address = selection.tokenAddress;
    if (!chain || !address) {
      return { chain, isUnknown: false, isCustom: false, isLoading: chains.isPending };
    }
    const same = (a: Asset) => isSameAddress(chain.networkType, a.address, address);
    const listed = tokenList?.find(same);
    if (listed)
      return { chain, asset: listed, isUnknown: false, isCustom: false, isLoading: false };
    const custom = customTokens.find((t) => t.chainId === chain.chainId && same(t));
    if (custom) return { chain, asset: custom, isUnknown: false, isCustom: true, isLoading: false };
    return { chain, isUnknown: !tokens.isPending, isCustom: false, isLoading: tokens.isPending };
  }, [chainList, tokenList, customTokens, selection, chains.isPending, tokens.isPending]);
}
