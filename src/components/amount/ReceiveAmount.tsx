import type { ReactNode } from 'react';
import { amountMessages } from '../../i18n/en/amount';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { toUsd } from '../../lib/amounts';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { displayAmount } from '../routes/displayAmount';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { amountFontSize, amountMinWidth } from './amountFontSize';

/**
 * The "You receive" amount: the selected route's output, read from the store; laid out as "You
 * pay" is (AmountField), the token button beside the amount and the USD value under both.
 */
export function ReceiveAmount({ tokenButton }: { tokenButton?: ReactNode }) {
  const route = useWidgetStore((s) => s.selectedRoute);
  const { fmt } = useI18n();
  const t = useT(amountMessages);
  const { asset } = useSelectedAsset('to');
  // A route for another token (the choice changed since) is not shown.
  const usable =
    route &&
    asset &&
    route.to.chainId === asset.chainId &&
    route.to.address.toLowerCase() === asset.address.toLowerCase();
  // Formatted exactly like the route's output in the list, so the two never disagree.
  const text = usable ? displayAmount(route.outputAmount, route.to, fmt) : undefined;
  const usd =
    usable && route.to.lastPrice > 0
      ? fmt.usd(toUsd(route.outputAmount, route.to.decimals, route.to.lastPrice))
      : undefined;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-text-muted">{t('youReceive')}</span>
      {/* The amount shrinks to fit its width (never an ellipsis); wrapping is the last resort. */}
      <div className="@container flex flex-wrap items-center gap-3">
        <div className="@container flex-1" style={{ minWidth: amountMinWidth(text ?? '0') }}>
          <output
            aria-label={t('youReceive')}
            aria-live="polite"
            style={{ fontSize: amountFontSize(text ?? '0') }}
            className={`flex min-h-9 items-center text-3xl font-semibold tabular-nums [overflow-wrap:anywhere] ${text ? 'text-text' : 'text-text-muted'}`}
          >
            {text ?? '0'}
          </output>
        </div>
        {tokenButton}
      </div>
      <span className="min-h-5 text-xs text-text-muted">{usd ?? '\u00a0'}</span>
    </div>
  );
}
