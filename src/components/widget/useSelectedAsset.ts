import { useMemo } from 'react';
import type { Asset, Chain } from '../../api/types';
import { useOfferRules } from '../../config/useOfferRules';
import { isSameAddress } from '../../lib/addresses';
import { useChains } from '../../queries/chains';
import { useTokens } from '../../queries/tokens';
import { hasValidAddress } from '../../state/customTokens';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { useAddressFormats } from './useAddressFormats';

export interface SelectedAsset {
  chain?: Chain;
  /** The token, resolved from `/tokens` (or accepted by the user as an unknown token). */
  asset?: Asset;
  /**
   * True when the token list loaded and the chosen address is not on it, nor accepted: it must not
   * be used. Never true because a list failed to load (see `isError`).
   */
  isUnknown: boolean;
  /**
   * True when the chosen chain or token is one the integrator does not offer (`offerRules`: a
   * link, the config's defaults or a remembered token may name one): it must not be used.
   */
  isNotOffered: boolean;
  /** True when the token was accepted by address although not listed (keep warning). */
  isCustom: boolean;
  /** True while the chosen chain or token is still being looked up in the lists. */
  isLoading: boolean;
  /** True when the chain or token list needed to resolve the choice failed to load. */
  isError: boolean;
  /** Which list failed, when one did. */
  failedList?: 'chains' | 'tokens';
  /** True while a failed list is being asked for again. */
  isRetrying: boolean;
  /** That failure (a `WidgetError` from the client), for `describeError`. */
  error?: unknown;
  /** When the failure arrived (ms since epoch), for a rate-limit countdown. */
  errorUpdatedAt: number;
  /** Asks again for the lists that failed. */
  retry(): void;
}

/** Resolves one side's `{ chainId, tokenAddress }` from the store to a Chain and an Asset. */
export function useSelectedAsset(side: 'from' | 'to'): SelectedAsset {
  const selection = useWidgetStore((s) => s[side]);
  const customTokens = useWidgetStore((s) => s.customTokens);
  const isValidAddress = useAddressFormats(customTokens.length > 0)?.isValidAddress;
  const chains = useChains();
  const rules = useOfferRules();
  // A chain not offered is never looked up.
  const tokens = useTokens(
    selection.chainId && rules.isChainOffered(selection.chainId) ? selection.chainId : undefined,
  );
  const chainList = chains.data;
  const tokenList = selection.chainId ? tokens.data?.[selection.chainId] : undefined;
  // A failed refresh keeps the old data: only a list we do not have counts as failed.
  const chainsFailed = chains.isError && !chainList;
  const tokensFailed = tokens.isError && !tokens.data;
  const { refetch: refetchChains, error: chainsError, errorUpdatedAt: chainsErrorAt } = chains;
  const { refetch: refetchTokens, error: tokensError, errorUpdatedAt: tokensErrorAt } = tokens;
  const chainsFetching = chains.isFetching;
  const tokensFetching = tokens.isFetching;

  return useMemo((): SelectedAsset => {
    const retry = () => {
      if (chainsFailed) void refetchChains();
      if (tokensFailed) void refetchTokens();
    };
    const ok = { isError: false, isRetrying: false, errorUpdatedAt: 0, retry } as const;
    const failed = (failedList: 'chains' | 'tokens') =>
      ({
        isError: true,
        failedList,
        error: failedList === 'chains' ? chainsError : tokensError,
        errorUpdatedAt: failedList === 'chains' ? chainsErrorAt : tokensErrorAt,
        isRetrying: failedList === 'chains' ? chainsFetching : tokensFetching,
        retry,
      }) as const;
    const base = { isUnknown: false, isNotOffered: false, isCustom: false, isLoading: false };
    if (!selection.chainId) return { ...base, ...ok };
    const address = selection.tokenAddress;
    // Known without any list: a choice not offered is not looked up (nor quoted meanwhile).
    if (
      !rules.isChainOffered(selection.chainId) ||
      (address && !rules.isTokenOffered(selection.chainId, address))
    ) {
      const chain = chainList?.find((c) => c.chainId === selection.chainId);
      return { ...base, chain, isNotOffered: true, ...ok };
    }
    if (chainsFailed) return { ...base, ...failed('chains') };
    const chain = chainList?.find((c) => c.chainId === selection.chainId);
    if (!chain) return { ...base, isLoading: !chainList, ...ok };
    if (!address) return { ...base, chain, ...ok };
    const same = (a: Asset) => isSameAddress(chain.networkType, a.address, address);
    const listed = tokenList?.find(same);
    if (listed) return { ...base, chain, asset: listed, ...ok };
    const custom = customTokens.find((t) => t.chainId === chain.chainId && same(t));
    // A stored token's address is checked before it is shown (the checks load on demand).
    if (custom) {
      if (!isValidAddress) return { ...base, chain, isLoading: true, ...ok };
      if (hasValidAddress(custom, isValidAddress)) {
        return { ...base, chain, asset: custom, isCustom: true, ...ok };
      }
    }
    // Not found in a list that failed to load says nothing about the token.
    if (tokensFailed) return { ...base, chain, ...failed('tokens') };
    if (!tokens.data) return { ...base, chain, isLoading: true, ...ok };
    return { ...base, chain, isUnknown: true, ...ok };
  }, [
    chainList,
    tokenList,
    tokens.data,
    customTokens,
    isValidAddress,
    rules,
    selection,
    chainsFailed,
    tokensFailed,
    chainsError,
    tokensError,
    chainsErrorAt,
    tokensErrorAt,
    chainsFetching,
    tokensFetching,
    refetchChains,
    refetchTokens,
  ]);
}
