import { lazy, Suspense, useEffect, useState } from 'react';
import type { NetworkType } from '../../api/types';
import { useIsHidden } from '../../config/useHiddenUI';
import { actionMessages } from '../../i18n/en/action';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { useNativeBalance } from '../../networks/useNativeBalance';
import { useChains } from '../../queries';
import { isQuotedForPlaceholder } from '../../quoting/isQuotedForPlaceholder';
import { isRouteExecutable } from '../../quoting/routeUsable';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { useConnectedAddress } from '../../wallets/useConnectedAddress';
import { useWalletKnown } from '../../wallets/useWalletKnown';
import { useExecutionController } from '../execution/executionContext';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { PartFailedNotice } from '../feedback/PartFailedNotice';
import { useRouteQuotes } from '../routes/useRouteQuotes';
import { useOpenWalletMenu } from '../wallet/WalletMenu';
import { useRecipientCheck } from '../widget/useRecipientCheck';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { mainActionState } from './mainActionState';
import { MAIN_BUTTON_CLASS } from './mainButtonClass';
import type { ReviewFlowProps } from './ReviewFlow';
import { useNowUntil } from './useNowUntil';
import { useRecipientConfirmation } from './useRecipientConfirmation';

// The review's code (with what Confirm swap does, the fresh quote included) loads once Review is
// offered; the engine's when the review opens.
const loadReviewFlow = () => import('./ReviewFlow');
const ReviewFlow = lazy(() => loadReviewFlow().then((m) => ({ default: m.ReviewFlow })));

/**
 * The widget's main button once its code is in (`MainActionButton` until then): "Connect wallet"
 * until a wallet of the source network type is connected (opens the wallet menu on that type),
 * then the reason nothing can happen yet, then "Review …" for the selected route, which opens the
 * review (`ReviewFlow`: what Confirm swap does).
 */
export function MainAction() {
  const from = useSelectedAsset('from');
  const sourceType = from.chain?.networkType;
  const connectedAddress = useConnectedAddress(sourceType);
  const walletKnown = useWalletKnown(sourceType);
  const { blocker, request, query, isDebouncing } = useRouteQuotes({ observeOnly: true });
  const selectedRouteId = useWidgetStore((s) => s.selectedRouteId);
  const chains = useChains();
  const openMenu = useOpenWalletMenu();
  const [reviewing, setReviewing] = useState(false);
  const execution = useExecutionController();
  const recipient = useRecipientCheck();
  const recipientHidden = useIsHidden('toAddress');
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
      recipientWalletOnly: recipientHidden ? recipient.toNetworkType : undefined,
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

  useEffect(() => {
    if (action.kind !== 'review') return;
    loadReviewFlow().catch(() => {});
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
        className={MAIN_BUTTON_CLASS}
      >
        {action.label}
      </button>
      {reviewing && action.kind === 'review' && routes && (
        <LazyReviewFlow
          action={action}
          routes={routes}
          recipient={recipient}
          confirmation={confirmation}
          request={request}
          refetch={() => void query.refetch()}
          onClose={() => setReviewing(false)}
        />
      )}
    </>
  );
}

/** The review and Confirm swap, their code loaded on demand; if that fails, it says so. */
function LazyReviewFlow(props: ReviewFlowProps) {
  return (
    <ErrorBoundary fallback={() => <ReviewLoadFailed />}>
      <Suspense fallback={null}>
        <ReviewFlow {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function ReviewLoadFailed() {
  const t = useT(actionMessages);
  return <PartFailedNotice message={t('reviewFailed')} />;
}
