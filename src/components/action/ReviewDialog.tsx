import { useId, useState } from 'react';
import type { Route } from '../../api/types';
import { reviewMessages } from '../../i18n/en/review';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { priceImpact } from '../../quoting/priceImpact';
import { bestOutput, routeWarnings } from '../../quoting/routeWarnings';
import { RouteDetails } from '../routes/RouteDetails';
import { warningText } from '../routes/routeText';
import { Modal } from '../widget/Modal';
import type { RecipientStatus } from '../widget/useRecipientCheck';
import { canConfirmReview, type MainAction, routeSummary } from './mainActionState';
import { PriceImpactConsent } from './PriceImpactConsent';
import { ReviewRecipient } from './ReviewRecipient';
import { ReviewTerms } from './ReviewTerms';
import { confirmBlocker, type RecipientContract } from './reviewGate';
import { type ShownPreview, SimulatedEffect } from './SimulatedEffect';
import type { RecipientConfirmation } from './useRecipientConfirmation';

export interface ReviewDialogProps {
  action: Extract<MainAction, { kind: 'review' }>;
  /** All routes on screen, for "less than the best route". */
  routes: readonly Route[];
  recipient: RecipientStatus;
  confirmation: RecipientConfirmation;
  /** The typed recipient's contract check on the destination chain (`useRecipientContract`). */
  recipientContract: RecipientContract;
  onClose(): void;
  /** Starts the swap (its `/createTx`, then the steps). */
  onConfirm(): Promise<void>;
  /** Why the swap could not start, in words. */
  startError?: string | undefined;
  /** Offered with `startError` when only new routes can go on (the quote expired). */
  onNewQuote?: (() => void) | undefined;
  /**
   * The fresh quote's output or minimum came in below the reviewed minimum: confirming accepts it,
   * its new minimum shown.
   */
  rateChange?: Route | undefined;
  /** What the route's first transaction does to the balances, simulated as Review opened. */
  effectPreview: ShownPreview;
}

/**
 * The review of the selected route: its terms in words (ReviewTerms), what deserves a second look,
 * where the tokens go, fees and steps, then "Confirm swap", possible only once every required
 * step is done (`confirmBlocker`): a remembered recipient confirmed, a contract recipient
 * acknowledged, a high or unknown price impact accepted.
 */
export function ReviewDialog({
  action,
  routes,
  recipient,
  confirmation,
  recipientContract,
  onClose,
  onConfirm,
  startError,
  onNewQuote,
  rateChange,
  effectPreview,
}: ReviewDialogProps) {
  const hintId = useId();
  const i18n = useI18n();
  const t = useT(reviewMessages);
  const [starting, setStarting] = useState(false);
  // The route the swap would go with: an offered new rate is accepted along with its impact.
  const swapRoute = rateChange ?? action.route;
  const impact = priceImpact(swapRoute);
  const [impactAcceptedFor, setImpactAcceptedFor] = useState<string>();
  const impactAccepted = impact.level !== 'confirm' || impactAcceptedFor === swapRoute.routeId;
  const warnings = routeWarnings(action.route, bestOutput(routes));
  // Acknowledged for this recipient only: another one is checked (and acknowledged) anew.
  const [contractAcknowledgedFor, setContractAcknowledgedFor] = useState<string>();
  const contractAcknowledged =
    recipient.recipient !== undefined && contractAcknowledgedFor === recipient.recipient;
  const blocker = confirmBlocker({
    recipientConfirmed: canConfirmReview(action),
    contract: recipientContract,
    contractAcknowledged,
    impactAccepted,
  });
  const canConfirm = blocker === undefined;
  return (
    <Modal title={t('reviewTitle')} onClose={onClose}>
      {/* The body scrolls on a small screen; the decision below it stays in view. Focusable and
          named, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
      <section
        aria-label={t('reviewDetails')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
        tabIndex={0}
        className="min-h-0 min-w-0 flex-1 overflow-y-auto p-4 text-sm focus-visible:outline-2 focus-visible:outline-accent"
      >
        <p className="mb-2 font-medium wrap-anywhere">{routeSummary(action.route, i18n)}</p>
        <ReviewTerms route={action.route} impact={priceImpact(action.route)} />
        <SimulatedEffect route={action.route} preview={effectPreview} />
        {warnings.map((w) => (
          <p key={w.kind} className="mt-1 text-xs text-warning wrap-anywhere">
            ⚠ {warningText(w, i18n)}
          </p>
        ))}
        <ReviewRecipient
          check={recipient}
          confirmation={confirmation}
          to={action.route.to}
          contract={{
            check: recipientContract,
            acknowledged: contractAcknowledged,
            onAcknowledge: (yes) =>
              setContractAcknowledgedFor(yes ? recipient.recipient : undefined),
          }}
        />
        <RouteDetails route={action.route} />
      </section>
      <div className="min-w-0 shrink-0 border-t border-border p-4 text-sm">
        {rateChange && (
          <p role="alert" className="mb-3 text-sm text-warning wrap-anywhere">
            {t('rateChanged', {
              amount: `${i18n.fmt.amount(rateChange.outputAmount, rateChange.to.decimals)} ${rateChange.to.symbol}`,
              newMinimum: `${i18n.fmt.amount(rateChange.minOutputAmount, rateChange.to.decimals)} ${rateChange.to.symbol}`,
              minimum: `${i18n.fmt.amount(action.route.minOutputAmount, action.route.to.decimals)} ${action.route.to.symbol}`,
            })}
          </p>
        )}
        {impact.level === 'confirm' && (
          <PriceImpactConsent
            impact={impact}
            accepted={impactAccepted}
            onChange={(accepted) => setImpactAcceptedFor(accepted ? swapRoute.routeId : undefined)}
          />
        )}
        <button
          type="button"
          disabled={!canConfirm || starting}
          aria-describedby={canConfirm ? undefined : hintId}
          onClick={() => {
            setStarting(true);
            void onConfirm().finally(() => setStarting(false));
          }}
          className="w-full rounded-2xl bg-accent px-4 py-3 text-base font-semibold text-accent-text disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted"
        >
          {rateChange ? t('acceptAndSwap') : t('confirmSwap')}
        </button>
        {blocker && (
          <p id={hintId} className="mt-1 text-xs text-text-muted">
            {t(blocker)}
          </p>
        )}
        {startError && (
          <p role="alert" className="mt-2 text-sm text-danger wrap-anywhere">
            {startError}
          </p>
        )}
        {startError && onNewQuote && (
          <button
            type="button"
            onClick={onNewQuote}
            className="mt-2 w-full rounded-2xl border border-border px-4 py-2 text-sm font-semibold"
          >
            {t('newQuote')}
          </button>
        )}
      </div>
    </Modal>
  );
}
