import type { Execution } from '../../execution/model';
import { useI18n } from '../../i18n/I18nProvider';
import { useChains } from '../../queries';
import { useWidgetActions } from '../../state/WidgetStoreProvider';
import { type PartialOutcome, partialOutcome } from './partialOutcome';

/** The partial success of `execution` in words, with chain names from `/chains` when loaded. */
function usePartialOutcome(execution: Execution): PartialOutcome | undefined {
  const chains = useChains().data;
  const i18n = useI18n();
  return partialOutcome(execution, chains, i18n);
}

/** "Swap partly complete" and exactly what arrived, where, instead of what (`partialOutcome`). */
export function PartlyComplete({ execution }: { execution: Execution }) {
  const outcome = usePartialOutcome(execution);
  if (!outcome) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold">{outcome.title}</p>
      <p className="wrap-anywhere">{outcome.text}</p>
    </div>
  );
}

/**
 * "Swap USDC to ETH": the form set up with what arrived (its chain, token and exact amount) as
 * the source and the token first wanted as the destination, so routes are quoted at once; then
 * `onDone` leaves the progress for the form.
 */
export function SwapWhatArrived({ execution, onDone }: { execution: Execution; onDone(): void }) {
  const swap = usePartialOutcome(execution)?.swap;
  const actions = useWidgetActions();
  if (!swap) return null;
  return (
    <button
      type="button"
      onClick={() => {
        actions.setFrom(swap.from);
        actions.setTo(swap.to);
        actions.setAmountText(swap.amountText);
        onDone();
      }}
      className="flex-1 rounded-2xl bg-accent px-4 py-3 font-semibold text-accent-text"
    >
      {swap.label}
    </button>
  );
}
