import type { NetworkType, Route } from '../../api/types';
import { actionMessages } from '../../i18n/en/action';
import { widgetMessages } from '../../i18n/en/widget';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import type { ChainNetworkTypes } from '../../lib/networkType';
import { nativeShortfall } from '../../quoting/nativeShortfall';
import type { QuoteBlocker } from '../../state/quoteBlocker';
import { displayAmount } from '../routes/displayAmount';

/** What the main button says and does; `label` is its accessible name. */
export type MainAction =
  | { kind: 'connect'; label: string; networkType: NetworkType }
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
  /**
   * Whether a wallet of the source network type is connected is not known yet (its stack is
   * loading, or it reconnects): not "Connect wallet", which a returning person could press just
   * as it turns into "Review".
   */
  walletPending?: boolean;
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
  /**
   * The integrator hid the recipient field (`hiddenUI: ['toAddress']`): a missing recipient can
   * only be a wallet of this destination network type, which the button then offers to connect.
   */
  recipientWalletOnly?: NetworkType;
  /** The current time (ms since epoch); a route past its `expiresAt` cannot be reviewed. */
  now: number;
  /**
   * A recipient remembered from an earlier visit (not typed now), which is not the connected
   * wallet, and not yet confirmed this session.
   */
  unconfirmedRecipient?: string;
  /**
   * The connected wallet's balance of the source chain's native coin; undefined while unknown,
   * which blocks nothing (see `nativeShortfall`).
   */
  nativeBalance?: bigint;
  /** The source chain's native symbol (`/chains`), for "Not enough ETH for the network fee". */
  nativeSymbol?: string;
  /** `/chains`, for the network type of an asset that names none. */
  chains?: ChainNetworkTypes;
}

/** The main button's words for connecting a wallet of each network type. */
export const CONNECT = {
  evm: 'connect',
  sol: 'connectSolana',
  tron: 'connectTron',
  cosmos: 'connectCosmos',
} as const satisfies Record<NetworkType, string>;

/** Pure: the main button's state, in the order a person needs to act on it. */
export function mainActionState(i: MainActionInput, i18n: I18n = ENGLISH): MainAction {
  const t = i18n.t;
  const connect = (networkType: NetworkType): MainAction => ({
    kind: 'connect',
    networkType,
    label: t(actionMessages, CONNECT[networkType]),
  });
  const disabled = (
    key:
      | 'enterRecipient'
      | 'enterValidRecipient'
      | 'findingRoutes'
      | 'routesUnavailable'
      | 'noRoute'
      | 'selectRoute'
      | 'notExecutable'
      | 'routesExpired'
      | 'updatingForWallet',
  ): MainAction => ({ kind: 'disabled', label: t(actionMessages, key) });
  if (!i.connectedAddress) {
    if (i.walletPending) return { kind: 'disabled', label: t(widgetMessages, 'loadingWallet') };
    return connect(i.sourceNetworkType ?? 'evm');
  }
  if (i.blocker) {
    if (i.blocker.kind === 'insufficient-balance') {
      return {
        kind: 'disabled',
        label: i.sourceSymbol
          ? t(actionMessages, 'insufficient', { symbol: i.sourceSymbol })
          : t(actionMessages, 'insufficientNoSymbol'),
      };
    }
    return { kind: 'disabled', label: i.blocker.message.replace(/\.$/, '') };
  }
  // Routes show before a recipient is given (quoted for a placeholder); Review waits for one.
  if (i.recipientProblem === 'missing') {
    return i.recipientWalletOnly ? connect(i.recipientWalletOnly) : disabled('enterRecipient');
  }
  if (i.recipientProblem === 'invalid') return disabled('enterValidRecipient');
  if (i.isLoading) return disabled('findingRoutes');
  if (!i.routes) return disabled(i.isError ? 'routesUnavailable' : 'findingRoutes');
  if (i.routes.length === 0) return disabled('noRoute');
  const route = i.selectedRoute;
  if (!route) return disabled('selectRoute');
  if (!i.isExecutable(route)) return disabled('notExecutable');
  // An expired quote would be refused by createTx (or execute at a stale price); the routes
  // panel is fetching new ones.
  if (route.expiresAt <= i.now) return disabled('routesExpired');
  if (i.quotedForPlaceholder) return disabled('updatingForWallet');
  // Said before Review, like a short token balance: the wallet would refuse the transaction.
  const short = nativeShortfall(route, i.nativeBalance, i.chains);
  if (short) {
    const symbol = i.nativeSymbol || short.symbol;
    return { kind: 'disabled', label: t(actionMessages, 'insufficientForFee', { symbol }) };
  }
  const review: MainAction = {
    kind: 'review',
    route,
    label: t(actionMessages, 'review', { route: routeSummary(route, i18n) }),
  };
  if (i.unconfirmedRecipient) review.recipientToConfirm = i.unconfirmedRecipient;
  return review;
}

/** Whether the review's "Confirm swap" may be pressed: every required step in it is done. */
export function canConfirmReview(action: MainAction): boolean {
  return action.kind === 'review' && action.recipientToConfirm === undefined;
}

export function routeSummary(route: Route, i18n: I18n = ENGLISH): string {
  const provider = route.providerDetails.name || route.provider;
  const amount = `${displayAmount(route.outputAmount, route.to, i18n.fmt)} ${route.to.symbol}`;
  return i18n.t(actionMessages, 'routeSummary', { provider, amount });
}
