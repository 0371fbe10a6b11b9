import { useId } from 'react';
import { errorText } from '../../api/errorText';
import type { Route } from '../../api/types';
import type { EffectPreview } from '../../execution/effects/effectPreview';
import { reviewMessages } from '../../i18n/en/review';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { effectLines, routeTokens } from '../effects/effectText';

/** The preview as Review shows it: loading, failed (with why), or what the engine answered. */
export type ShownPreview =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | EffectPreview;

/**
 * "Simulated effect": what the route's first transaction does to the user's balances, simulated
 * before anything is signed, or why that cannot be shown, in words. Never blocks Confirm swap,
 * which checks the transaction again.
 */
export function SimulatedEffect({ route, preview }: { route: Route; preview: ShownPreview }) {
  const headingId = useId();
  const i18n = useI18n();
  const t = useT(reviewMessages);
  const first = route.steps[0]?.from ?? route.from;
  const body = () => {
    switch (preview.status) {
      case 'loading':
        return <p className="text-text-muted">{t('effectLoading')}</p>;
      case 'failed':
        return <p>{t('effectFailed', { reason: errorText(i18n, preview.error) })}</p>;
      case 'unavailable':
        return <p className="text-text-muted">{unavailableText(preview.reason)}</p>;
      case 'simulated': {
        const place = { chainId: first.chainId, networkType: preview.networkType };
        const lines = effectLines(preview.effect, { ...place, tokens: routeTokens(route) }, i18n);
        return (
          <>
            {lines.length === 0 ? (
              <p>{t('effectNoChange')}</p>
            ) : (
              <ul className="font-medium">
                {lines.map((line) => (
                  <li key={line} className="wrap-anywhere">
                    {line}
                  </li>
                ))}
              </ul>
            )}
            {route.steps.length > 1 && (
              <p className="mt-1 text-xs text-text-muted">{t('effectLater')}</p>
            )}
          </>
        );
      }
    }
  };
  const unavailableText = (reason: Extract<EffectPreview, { status: 'unavailable' }>['reason']) => {
    switch (reason) {
      case 'no-wallet':
        return t('effectNoWallet');
      case 'no-simulation':
        return t('effectNoSimulation');
      case 'network':
        return t('effectNetwork', { chain: first.blockchain });
      case 'nothing-to-sign':
        return t('effectNothingToSign', { chain: first.blockchain });
      case 'order':
        return t('effectOrder');
      case 'quick-swap':
        return t('effectQuickSwap');
      case 'budget':
        return t('effectBudget');
    }
  };
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={preview.status === 'loading'}
      className="mt-3 rounded-lg border border-border px-3 py-2"
    >
      <h3 id={headingId} className="mb-1 font-medium">
        {t('simulatedEffect')}
      </h3>
      {body()}
    </section>
  );
}
