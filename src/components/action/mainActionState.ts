import type { NetworkType, Route } from '../../api/types';
import type { QuoteBlocker } from '../../state/quoteBlocker';
import { displayAmount } from '../routes/routeText';

/** What the main button says and does; `label` is its accessible name. */
export type MainAction =
  | { kind: 'connect'; label: string; networkType: 'evm' | 'sol' }
  | {
      kind: 'review';
      label: string;
      route: Route;
      /**
       * A remembered recipient the user has not confirmed this session: the review shows it in
       * full with "I confirm tokens go to …", and the swap cannot be confirmed until it is ticked.
       */
      recipientToConfirm?: string;
    }
  | { kind: 'disabled'; label: string };

export interface MainActionInput {
  sourceNetworkType?: NetworkType;
  /** Wallet connected for the source network type. */
  connectedAddress?: string;
  blocker?: QuoteBlocker;
  /** Debouncing, or the first answer for this request is still on its way. */
  isLoading: boolean;
  isError: boolean;
  routes?: readonly Route[];
  selectedRoute?: Route;
  /** The routes on screen were quoted for a placeholder (the wallet connected meanwhile). */
  quotedForPlaceholder: boolean;
  isExecutable(route: Route): boolean;
  sourceSymbol?: string;
  /**
   * What is wrong with where the tokens would go: `missing` when the destination is another
   * network type, no wallet of that type is connected and no recipient is typed (the service
   * would pay the source address, which nobody holds on the destination network); `invalid` when
   * the typed recipient is not an address of the destination network.
   */
  recipientProblem?: 'missing' | 'invalid';
  /** The current time (ms since epoch); a route past its `expiresAt` cannot be reviewed. */
  now: number;
  /**
   * A recipient remembered from an earlier visit (not typed now), which is not the connected
   * wallet, and not yet confirmed this session.
   */
  unconfirmedRecipient?: string;
}

const UNSUPPORTED: Partial<Record<NetworkType, string>> = { tron: 'Tron', cosmos: 'Cosmos' };

/** Pure: the main button's state, in the order a person needs to act on it. */
export function mainActionState(i: MainActionInput): MainAction {
  const unsupported = i.sourceNetworkType && UNSUPPORTED[i.sourceNetworkType];
  if (unsupported)
    return { kind: 'disabled', label: `${unsupported} wallets are not supported yet` };
  if (!i.connectedAddress) {
    const networkType = i.sourceNetworkType === 'sol' ? 'sol' : 'evm';
    return {
      kind: 'connect',
      networkType,
      label: networkType === 'sol' ? 'Connect wallet (Solana)' : 'Connect wallet',
    };
  }
  // A missing or invalid recipient is said by `recipientProblem`, in the button's own words.
  if (i.blocker && i.blocker.kind !== 'no-recipient') {
    if (i.blocker.kind === 'insufficient-balance') {
      return {
        kind: 'disabled',
        label: `Insufficient ${i.sourceSymbol ?? ''} balance`.replace('  ', ' '),
      };
    }
    return { kind: 'disabled', label: i.blocker.message.replace(/\.$/, '') };
  }
  if (i.recipientProblem === 'missing' || (i.blocker && !i.recipientProblem)) {
    return { kind: 'disabled', label: 'Enter a recipient address' };
  }
  if (i.recipientProblem === 'invalid') {
    return { kind: 'disabled', label: 'Enter a valid recipient address' };
  }
  if (i.isLoading) return { kind: 'disabled', label: 'Finding routes…' };
  if (!i.routes)
    return { kind: 'disabled', label: i.isError ? 'Routes unavailable' : 'Finding routes…' };
  if (i.routes.length === 0) return { kind: 'disabled', label: 'No route found' };
  const route = i.selectedRoute;
  if (!route) return { kind: 'disabled', label: 'Select a route' };
  if (!i.isExecutable(route)) {
    return { kind: 'disabled', label: 'Route not executable yet (needs a Tron or Cosmos wallet)' };
  }
  // An expired quote would be refused by createTx (or execute at a stale price); the routes
  // panel is fetching new ones.
  if (route.expiresAt <= i.now) return { kind: 'disabled', label: 'Routes expired — refreshing' };
  if (i.quotedForPlaceholder)
    return { kind: 'disabled', label: 'Updating routes for your wallet…' };
  const review: MainAction = { kind: 'review', route, label: `Review ${routeSummary(route)}` };
  if (i.unconfirmedRecipient) review.recipientToConfirm = i.unconfirmedRecipient;
  return review;
}

/** Whether the review's "Confirm swap" may be pressed: every required step in it is done. */
export function canConfirmReview(action: MainAction): boolean {
  return action.kind === 'review' && action.recipientToConfirm === undefined;
}

export function routeSummary(route: Route): string {
  const name = route.providerDetails.name || route.provider;
  return `${name}, ${displayAmount(route.outputAmount, route.to)} ${route.to.symbol}`;
}
