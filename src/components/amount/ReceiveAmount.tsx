import { formatUsd, toUsd } from '../../lib/amounts';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { displayAmount } from '../routes/routeText';
import { useSelectedAsset } from '../widget/useSelectedAsset';

/** The "You receive" amount: the selected route's output, read from the store. */
export function ReceiveAmount() {
  const route = useWidgetStore((s) => s.selectedRoute);
  const { asset } = useSelectedAsset('to');
  // A route for another token (the choice changed since) is not shown.
  const usable =
    route &&
    asset &&
    route.to.chainId === asset.chainId &&
    route.to.address.toLowerCase() === asset.address.toLowerCase();
  // Formatted exactly like the route's output in the list, so the two never disagree.
  const text = usable ? displayAmount(route.outputAmount, route.to) : undefined;
  const usd =
    usable && route.to.lastPrice > 0
      ? formatUsd(toUsd(route.outputAmount, route.to.decimals, route.to.lastPrice))
      : undefined;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-text-muted">You receive</span>
      <output
        aria-label="You receive"
        aria-live="polite"
        className={`block truncate text-3xl font-semibold tabular-nums ${text ? 'text-text' : 'text-text-muted/60'}`}
      >
        {text ?? '0'}
      </output>
      <span className="min-h-5 text-xs text-text-muted">{usd ?? '\u00a0'}</span>
    </div>
  );
}
