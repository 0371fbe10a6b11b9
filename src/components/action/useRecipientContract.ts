import { useQuery } from '@tanstack/react-query';
import type { Route } from '../../api/types';
import { isSameAddress } from '../../lib/addresses';
import { networkTypeOf } from '../../lib/networkType';
import {
  checksRecipientCode,
  readRecipientIsContract,
} from '../../networks/readRecipientIsContract';
import { ONE_SHOT_QUERY, useChains, useRoutingClient } from '../../queries';
import type { RecipientStatus } from '../widget/useRecipientCheck';
import type { RecipientContract } from './reviewGate';

/**
 * Review's contract check of the typed recipient on `route`'s destination chain, asked as Review
 * opens (its code, and the chain read's, load with Review's, never with the page). The connected
 * destination wallet typed in is not checked: it is the person's own, whatever its code.
 */
export function useRecipientContract(route: Route, recipient: RecipientStatus): RecipientContract {
  const { scope } = useRoutingClient();
  const chains = useChains();
  const chain = chains.data?.find((c) => c.chainId === route.to.chainId);
  const networkType = networkTypeOf(route.to, chains.data);
  const address = recipient.recipient;
  const own =
    address !== undefined &&
    recipient.destinationWalletAddress !== undefined &&
    recipient.toNetworkType !== undefined &&
    isSameAddress(recipient.toNetworkType, address, recipient.destinationWalletAddress);
  const checked = address !== undefined && !own && checksRecipientCode(networkType);
  const query = useQuery({
    queryKey: [scope, 'recipientIsContract', route.to.chainId, address ?? null],
    queryFn: ({ signal }) => readRecipientIsContract(networkType, chain, address ?? '', signal),
    ...ONE_SHOT_QUERY,
    // Asked once the chains (and so the chain's RPC) are known; until then it is checking.
    enabled: checked && !chains.isPending,
  });
  if (!checked) return { status: 'unchecked' };
  if (query.isPending) return { status: 'checking' };
  if (query.isError) return { status: 'failed', error: query.error };
  return { status: query.data ? 'contract' : 'account' };
}
