import { useEffect, useRef } from 'react';
import { useOfferRules } from '../../config/useOfferRules';
import { useChains, useTokens } from '../../queries';
import { useWidgetActions, useWidgetStoreApi } from '../../state/WidgetStoreProvider';
import { startingChain, startingPair } from './startingPair';

/**
 * With nothing chosen (no link, no defaults, nothing remembered), starts on `startingPair` once
 * the chain and token lists have loaded. Decided once: a choice made meanwhile is never replaced.
 */
export function useStartingPair() {
  const store = useWidgetStoreApi();
  const { setFrom, setTo } = useWidgetActions();
  const decided = useRef(false);
  const nothingChosen = () => {
    const { from, to } = store.getState();
    return !from.chainId && !from.tokenAddress && !to.chainId && !to.tokenAddress;
  };
  const chains = useChains();
  const rules = useOfferRules();
  const chain = startingChain(chains.data, rules);
  // The first chain's tokens are only asked for when they are needed here.
  const tokens = useTokens(!decided.current && nothingChosen() ? chain?.chainId : undefined);
  const list = chain ? tokens.data?.[chain.chainId] : undefined;

  useEffect(() => {
    if (decided.current || !chains.data) return;
    if (!nothingChosen() || !chain) {
      decided.current = true;
      return;
    }
    if (!list) return;
    decided.current = true;
    const pair = startingPair(chain, list, rules);
    if (!pair) return;
    setFrom(pair.from);
    if (pair.to) setTo(pair.to);
  });
}
