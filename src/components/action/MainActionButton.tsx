import { lazy, Suspense, useEffect, useState } from 'react';
import { asWidgetError, QuoteExpiredError, type WidgetError } from '../../api/errors';
import type { NetworkType } from '../../api/types';
import { useWidgetConfig } from '../../config/WidgetConfigProvider';
import { useWidgetEvents } from '../../events/WidgetEventsContext';
import { actionMessages } from '../../i18n/en/action';
import { errorText } from '../../i18n/errorText';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { moduleOnDemand } from '../../lib/moduleOnDemand';
import { useChains, useRoutingClient } from '../../queries';
import { isQuotedForPlaceholder } from '../../quoting/buildQuoteRequest';
import type { FreshQuote } from '../../quoting/freshQuote';
import { isRouteExecutable } from '../../quoting/routeRules';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { useConnectedAddress } from '../../wallets/useConnectedAddress';
import { useNativeBalance } from '../../wallets/useTokenBalances';
import { useWalletKnown } from '../../wallets/useWalletKnown';
import { useExecutionController } from '../execution/executionContext';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { useRouteQuotes } from '../routes/useRouteQuotes';
import { useOpenWalletMenu } from '../wallet/WalletMenu';
import { useRecipientCheck } from '../widget/useRecipientCheck';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { mainActionState } from './mainActionState';
import type { ReviewDialogProps } from './ReviewDialog';
import { useNowUntil } from './useNowUntil';
import { useRecipientConfirmation } from './useRecipientConfirmation';

// The review's code loads once Review is offered; the engine's when the review opens.
const loadReviewDialog = () => import('./ReviewDialog');
const ReviewDialog = lazy(() => loadReviewDialog().then((m) => ({ default: m.ReviewDialog })));
// The fresh quote asked at Confirm swap loads with the review's code.
const freshQuote = moduleOnDemand(() => import('../../quoting/freshQuote'));

/**
 * The widget's main button: "Connect wallet" until a wallet of the source network type is
 * connected (opens the wallet menu on that type), then the reason nothing can happen yet, then
 * "Review …" for the selected route. Confirming asks the route's provider for a fresh quote first
 * (through `/quick-swap` when the integrator turned it on and the route is a single same-chain
 * swap): when its output or its own minimum is below the minimum the user reviewed, the new rate
 * (and minimum) must be accepted before anything is signed.
 */
export function MainActionButton() {
  const from = useSelectedAsset('from');
  const sourceType = from.chain?.networkType;
  const connectedAddress = useConnectedAddress(sourceType);
  const walletKnown = useWalletKnown(sourceType);
  const { blocker, request, query, isDebouncing } = useRouteQuotes({ observeOnly: true });
  const selectedRouteId = useWidgetStore((s) => s.selectedRouteId);
  const chains = useChains();
  const openMenu = useOpenWalletMenu();
  const [reviewing, setReviewing] = useState(false);
  const [startError, setStartError] = useState<WidgetError>();
  const [rateChange, setRateChange] = useState<FreshQuote>();
  const { client } = useRoutingClient();
  const { quickSwap } = useWidgetConfig();
  const execution = useExecutionController();
  const events = useWidgetEvents();
  const recipient = useRecipientCheck();
  const confirmation = useRecipientConfirmation(recipient);
  const crossNetwork =
    sourceType !== undefined &&
    recipient.toNetworkType !== undefined &&
    sourceType !== recipient.toNetworkType;
  // Belt and braces: across network types the routes must have been quoted with a recipient,
  // or the service pays the source address, which nobody holds on the destination network.
  const recipientProblem = recipient.error
    ? recipient.text.trim() === ''
      ? 'missing'
      : 'invalid'
    : crossNetwork && request && !request.recipient
      ? 'missing'
      : undefined;

  const routes = request ? query.data?.quotes : undefined;
  const networkTypeOf = (id: string): NetworkType | undefined =>
    chains.data?.find((c) => c.chainId === id)?.networkType;
  const selectedRoute = routes?.find((r) => r.routeId === selectedRouteId);
  const now = useNowUntil(selectedRoute?.expiresAt);
  const nativeBalance = useNativeBalance(from.chain?.chainId);
  const i18n = useI18n();
  const action = mainActionState(
    {
      sourceNetworkType: sourceType,
      connectedAddress,
      walletPending: !walletKnown,
      blocker,
      isLoading: isDebouncing || query.isPlaceholderData || (query.isPending && Boolean(request)),
      isError: query.isError,
      routes,
      selectedRoute,
      // The routes must have been quoted for this very wallet, never for a placeholder.
      quotedForPlaceholder: !request || isQuotedForPlaceholder(request) || query.isPlaceholderData,
      isExecutable: (r) => isRouteExecutable(r, networkTypeOf),
      sourceSymbol: from.asset?.symbol,
      recipientProblem,
      now,
      unconfirmedRecipient:
        confirmation.address && !confirmation.confirmed ? confirmation.address : undefined,
      nativeBalance,
      nativeSymbol: from.chain?.symbol,
      chains: chains.data,
    },
    i18n,
  );

  // The review closes when its route stops being reviewable (expired, recipient cleared, ...);
  // it must not pop up again by itself when a route becomes reviewable later.
  if (reviewing && action.kind !== 'review') setReviewing(false);
  if (rateChange && (!reviewing || rateChange.route.provider !== selectedRoute?.provider)) {
    setRateChange(undefined);
  }

  useEffect(() => {
    if (action.kind !== 'review') return;
    loadReviewDialog().catch(() => {});
    freshQuote.load().catch(() => {});
  }, [action.kind]);

  const onClick = () => {
    if (action.kind === 'connect') openMenu(action.networkType);
    else if (action.kind === 'review') {
      execution.prepare();
      setReviewing(true);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        disabled={action.kind === 'disabled'}
        className="w-full rounded-2xl bg-accent px-4 py-3 text-base font-semibold text-accent-text wrap-anywhere disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted"
      >
        {action.label}
      </button>
      {reviewing && action.kind === 'review' && routes && (
        <LazyReviewDialog
          action={action}
          routes={routes}
          recipient={recipient}
          confirmation={confirmation}
          onClose={() => {
            setStartError(undefined);
            setReviewing(false);
          }}
          onConfirm={async () => {
            setStartError(undefined);
            try {
              // The accepted new rate, or a fresh quote checked against what was reviewed.
              let fresh = rateChange;
              if (!fresh && request) {
                const { confirmQuoteFor } = await freshQuote.load();
                fresh = await confirmQuoteFor(client, request, action.route, {
                  quickSwap: quickSwap === true,
                  chains: chains.data,
                });
                if (fresh.kind === 'worse') {
                  events.emit({
                    type: 'rate-changed',
                    routeId: action.route.routeId,
                    provider: action.route.provider,
                    reviewedMinOutputAmount: action.route.minOutputAmount.toString(),
                    newOutputAmount: fresh.route.outputAmount.toString(),
                    newMinOutputAmount: fresh.route.minOutputAmount.toString(),
                  });
                  return setRateChange(fresh);
                }
              }
              // The request goes with it: a lite route too large to send is quoted again. So does
              // the minimum agreed to: the reviewed one, or the accepted new one; no less is signed.
              await execution.start(
                fresh?.route ?? action.route,
                request,
                fresh?.handedOut,
                fresh?.agreedMinOutput ?? action.route.minOutputAmount,
              );
              setRateChange(undefined);
              setReviewing(false);
            } catch (error) {
              setStartError(asWidgetError(error));
            }
          }}
          startError={startError && errorText(i18n, startError)}
          onNewQuote={
            // `/createTx` answered 410: only new routes can go on. Nothing was signed.
            startError instanceof QuoteExpiredError
              ? () => {
                  setStartError(undefined);
                  setReviewing(false);
                  void query.refetch();
                }
              : undefined
          }
          rateChange={rateChange?.route}
        />
      )}
    </>
  );
}

/** The review, its code loaded on demand; if that fails, it says so. */
function LazyReviewDialog(props: ReviewDialogProps) {
  return (
    <ErrorBoundary fallback={() => <ReviewLoadFailed />}>
      <Suspense fallback={null}>
        <ReviewDialog {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function ReviewLoadFailed() {
  const t = useT(actionMessages);
  return (
    <p role="alert" className="text-sm text-danger">
      {t('reviewFailed')}
    </p>
  );
}
