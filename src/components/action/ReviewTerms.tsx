import type { ReactNode } from 'react';
import type { Asset, Route } from '../../api/types';
import { approvalsWidenedBy } from '../../execution/evm/widenedApprovals';
import { reviewMessages } from '../../i18n/en/review';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { tokenKey } from '../../lib/tokenKey';
import { useChains } from '../../queries';
import type { PriceImpact } from '../../quoting/priceImpact';
import { walletNetworkCost } from '../../quoting/routeFees';
import { routeSignatures } from '../../quoting/routeSignatures';
import { inputUsd, outputUsd } from '../../quoting/routeUsd';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { displayAmount } from '../routes/displayAmount';
import { PriceImpactLine } from '../routes/PriceImpactLine';
import { exchangeRateText, feeAmountsText, formatDuration } from '../routes/routeText';
import { signaturesText } from './signaturesText';

/**
 * The terms of the swap, each as a label and words a person reads: what is paid and where, what
 * is expected and the least that will arrive, the slippage behind it, the time, the network cost
 * the wallet pays on top, the rate, the price impact (warned about above its limit), the
 * signatures the route is known to ask (`routeSignatures`), and an approval the person's stored
 * setting makes unlimited, each time it applies (settings are storage, which any script on the
 * page can write).
 */
export function ReviewTerms({ route, impact }: { route: Route; impact: PriceImpact }) {
  const i18n = useI18n();
  const { fmt } = i18n;
  const t = useT(reviewMessages);
  const slippageBps = useWidgetStore((s) => s.settings.slippageBps);
  const unlimited = useWidgetStore((s) => s.settings.unlimitedApprovals);
  const widened = approvalsWidenedBy(unlimited, route.steps, {
    chains: useChains().data,
    final: false,
  });
  const onChain = (amount: string, asset: Asset) =>
    t('amountOnChain', { amount: `${amount} ${asset.symbol}`, chain: asset.blockchain });
  const withUsd = (text: string, usd: number | undefined) =>
    usd !== undefined && usd > 0 ? `${text} (${fmt.usd(usd)})` : text;
  const cost = walletNetworkCost(route);
  const rate = exchangeRateText(route, i18n);
  const chains = useChains().data;
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <Term label={t('youPay')}>
          {withUsd(
            onChain(
              fmt.amount(route.inputAmount, route.from.decimals, {
                maxFractionDigits: route.from.decimals,
              }),
              route.from,
            ),
            inputUsd(route),
          )}
        </Term>
        <Term label={t('youReceive')}>
          {withUsd(
            onChain(displayAmount(route.outputAmount, route.to, fmt), route.to),
            outputUsd(route),
          )}
        </Term>
        <Term label={t('minimumReceived')}>
          {`${displayAmount(route.minOutputAmount, route.to, fmt)} ${route.to.symbol}`}
        </Term>
        <Term label={t('slippage')}>{fmt.percentAsSet(slippageBps / 100)}</Term>
        <Term label={t('estimatedTime')}>{formatDuration(route.estimatedTimeInSeconds, i18n)}</Term>
        <Term label={t('networkCost')}>
          {cost ? withUsd(feeAmountsText(cost.amounts, i18n), cost.usd) : t('noNetworkCost')}
        </Term>
        {rate && <Term label={t('rate')}>{rate}</Term>}
        <Term label={t('priceImpact')}>
          {impact.kind === 'known' ? fmt.percent(impact.percent) : t('priceImpactUnknown')}
        </Term>
        <Term label={t('signatures')}>{signaturesText(routeSignatures(route, chains), i18n)}</Term>
        {widened.map((token) => (
          <Term key={tokenKey(token)} label={t('approval')}>
            {t('unlimitedApproval', { symbol: token.symbol, chain: token.blockchain })}
          </Term>
        ))}
      </dl>
      {impact.kind === 'known' && impact.level !== 'ok' && <PriceImpactLine impact={impact} />}
    </>
  );
}

/** One row; the space between label and value keeps the text readable as a sentence. */
function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-text-muted">{label}</dt>{' '}
      <dd className="min-w-0 text-right wrap-anywhere">{children}</dd>
    </div>
  );
}
