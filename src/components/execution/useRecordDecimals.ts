import { useQueries } from '@tanstack/react-query';
import type { Execution } from '../../execution/model';
import { recordTokens, StoredDecimalsError } from '../../execution/storedTokens';
import { tokenKey } from '../../lib/tokenKey';
import { tokensQueryOptions, useRoutingClient } from '../../queries';

/**
 * The Resume screen's check of a record's tokens against the API's token lists (the widget's
 * cached `/tokens` of each chain it names): the first token whose stored decimals the list
 * contradicts, as the error the engine would stop with, so its amounts are never restated in
 * the wrong units. A token no list names is left to the engine, which also asks its chain.
 */
export function useRecordDecimals(execution: Execution): StoredDecimalsError | undefined {
  const { client, scope } = useRoutingClient();
  const tokens = recordTokens(execution);
  const chainIds = [...new Set(tokens.map((t) => t.chainId))];
  const lists = useQueries({
    queries: chainIds.map((chainId) => tokensQueryOptions(client, scope, chainId)),
  });
  for (const asset of tokens) {
    const list = lists[chainIds.indexOf(asset.chainId)]?.data?.[asset.chainId];
    const listed = list?.find((t) => tokenKey(t) === tokenKey(asset));
    if (listed && listed.decimals !== asset.decimals) {
      return new StoredDecimalsError(asset, listed.decimals);
    }
  }
  return undefined;
}
