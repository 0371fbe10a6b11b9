import { useState } from 'react';
import { asWidgetError } from '../../api/asWidgetError';
import { QuoteExpiredError } from '../../api/errors';
import { errorText } from '../../api/errorText';
import type { QuoteRequest, Route } from '../../api/types';
import { useWidgetConfig } from '../../config/WidgetConfigProvider';
import { useWidgetEvents } from '../../events/useWidgetEvents';
import { useI18n } from '../../i18n/I18nProvider';
import type { WidgetError } from '../../lib/widgetError';
import { useChains, useRoutingClient } from '../../queries';
import { confirmQuoteFor, type FreshQuote } from '../../quoting/freshQuote';
import { useExecutionController } from '../execution/executionContext';
import { ReviewDialog, type ReviewDialogProps } from './ReviewDialog';
import { useEffectPreview } from './useEffectPreview';
import { useRecipientContract } from './useRecipientContract';

export type ReviewFlowProps = Pick<
  ReviewDialogProps,
  'action' | 'routes' | 'recipient' | 'confirmation' | 'onClose'
> & {
  /** The request the routes answer; the fresh quote at Confirm swap asks it again. */
  request: QuoteRequest | undefined;
  /** Asks for new routes (after `/createTx` answered 410). */
  refetch(): void;
};

/**
 * What Review opens: the review dialog, and what "Confirm swap" does. It asks the route's
 * provider for a fresh quote first (through `/quick-swap` when the integrator turned it on and the
 * route is a single same-chain swap): when its output or its own minimum is below the minimum the
 * user reviewed, the new rate (and minimum) must be accepted before anything is signed. Loaded
 * with the review's code, once Review is offered; mounted only while the review is open, so a new
 * rate or a failed start is forgotten when it closes.
 */
export function ReviewFlow({ action, request, refetch, onClose, ...shown }: ReviewFlowProps) {
  const [startError, setStartError] = useState<WidgetError>();
  const [rateChange, setRateChange] = useState<FreshQuote>();
  const { client } = useRoutingClient();
  const { quickSwap } = useWidgetConfig();
  const chains = useChains();
  const execution = useExecutionController();
  const events = useWidgetEvents();
  const i18n = useI18n();
  const effectPreview = useEffectPreview(action.route);
  const recipientContract = useRecipientContract(action.route, shown.recipient);
  // A new rate is for the provider it came from: another selected route drops it.
  if (rateChange && rateChange.route.provider !== action.route.provider) setRateChange(undefined);

  const onConfirm = async () => {
    setStartError(undefined);
    try {
      // The accepted new rate, or a fresh quote checked against what was reviewed.
      let fresh = rateChange;
      if (!fresh && request) {
        fresh = await confirmQuoteFor(client, request, action.route, {
          quickSwap: quickSwap === true,
          chains: chains.data,
        });
        if (fresh.kind === 'worse') {
          events.emit(rateChanged(action.route, fresh.route));
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
      onClose();
    } catch (error) {
      setStartError(asWidgetError(error));
    }
  };

  return (
    <ReviewDialog
      {...shown}
      action={action}
      onClose={onClose}
      onConfirm={onConfirm}
      startError={startError && errorText(i18n, startError)}
      onNewQuote={
        // `/createTx` answered 410: only new routes can go on. Nothing was signed.
        startError instanceof QuoteExpiredError
          ? () => {
              onClose();
              refetch();
            }
          : undefined
      }
      rateChange={rateChange?.route}
      effectPreview={effectPreview}
      recipientContract={recipientContract}
    />
  );
}

function rateChanged(reviewed: Route, fresh: Route) {
  return {
    type: 'rate-changed',
    routeId: reviewed.routeId,
    provider: reviewed.provider,
    reviewedMinOutputAmount: reviewed.minOutputAmount.toString(),
    newOutputAmount: fresh.outputAmount.toString(),
    newMinOutputAmount: fresh.minOutputAmount.toString(),
  } as const;
}
