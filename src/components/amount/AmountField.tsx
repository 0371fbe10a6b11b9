import { type ReactNode, useId, useState } from 'react';
import { amountMessages } from '../../i18n/en/amount';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { canonicalAmountText, toLocaleAmountText } from '../../lib/localeAmountText';
import { moduleOnDemand } from '../../lib/moduleOnDemand';
import { useTokenBalance } from '../../networks/useTokenBalances';
import { useWidgetActions, useWidgetStore } from '../../state/WidgetStoreProvider';
import { useModuleOnDemand } from '../widget/useModuleOnDemand';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { amountFontSize, amountMinWidth } from './amountFontSize';
import { amountView } from './amountView';

// Max and the gas it keeps back need a balance, so a connected wallet: not the first paint. Until
// this is in, a known balance still reads "Balance: …".
const balanceLine = moduleOnDemand(() => import('./balanceLine'));
// With nothing chosen, a sensible pair once the lists answer, which the first paint never has.
const startingPair = moduleOnDemand(() => import('./StartingPair'));

/** What the field last showed as typed, and the canonical amount it was read as, in a locale. */
interface Typed {
  text: string;
  canonical: string;
  locale: string;
}

/**
 * The "You pay" amount: validated against the token, with balance, USD value and Max. With nothing
 * chosen yet, it starts on a sensible pair (`StartingPair`). The token button sits beside the
 * amount; the lines below (USD value, balance, messages) take the whole width under both, so a
 * German balance on a phone stays on one line instead of wrapping beside the button.
 */
export function AmountField({ tokenButton }: { tokenButton?: ReactNode }) {
  const inputId = useId();
  const messageId = useId();
  const amountText = useWidgetStore((s) => s.amountText);
  const fixed = useWidgetStore((s) => s.locked.has('amount'));
  const fixedId = useId();
  const { setAmountText } = useWidgetActions();
  const { asset, chain } = useSelectedAsset('from');
  const { balance, isLoading } = useTokenBalance(asset);
  const i18n = useI18n();
  const t = useT(amountMessages);
  // The store holds the canonical amount; the field shows it the locale's way ("12,5"), and as
  // typed while the store still holds what that was read as ("1.234,5" pasted stays so).
  const [typed, setTyped] = useState<Typed>();
  const shown =
    typed && typed.canonical === amountText && typed.locale === i18n.locale
      ? typed.text
      : amountText === ''
        ? ''
        : toLocaleAmountText(amountText, i18n.fmt.separators);
  const onType = (text: string) => {
    const canonical = canonicalAmountText(text, i18n.fmt.separators);
    setTyped({ text, canonical, locale: i18n.locale });
    setAmountText(canonical);
  };
  const view = amountView(amountText, asset, { balance }, i18n);
  const message = view.error ?? (view.insufficient ? t('insufficientBalance') : undefined);
  // Not `needed`: a line that did not load keeps saying "Balance: …", the field stays usable.
  const line = useModuleOnDemand(balanceLine, false);
  const starting = useModuleOnDemand(startingPair, false);
  const held =
    line && asset && balance !== undefined
      ? line.balanceView(view.value, asset, { balance, networkType: chain?.networkType }, i18n)
      : undefined;

  return (
    <div className="flex flex-col gap-1">
      {starting && <starting.StartingPair />}
      <label htmlFor={inputId} className="text-sm font-medium text-text-muted">
        {t('youPay')}
      </label>
      {/* The row wraps when the amount needs the room: the token button goes below (amountMinWidth). */}
      <div className="@container flex flex-wrap items-center gap-3">
        {/* The typed amount shrinks to fit its width: an input cannot wrap, and a cut number is wrong. */}
        <div className="@container flex-1" style={{ minWidth: amountMinWidth(shown || '0') }}>
          <input
            id={inputId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0"
            value={shown}
            onChange={(e) => onType(e.target.value)}
            readOnly={fixed}
            aria-invalid={message ? true : undefined}
            aria-describedby={
              [fixed && fixedId, message && messageId].filter(Boolean).join(' ') || undefined
            }
            style={{ fontSize: amountFontSize(shown || '0') }}
            className="h-9 w-full min-w-0 bg-transparent text-3xl font-semibold tabular-nums text-text placeholder:text-text-muted focus:outline-none"
          />
        </div>
        {tokenButton}
      </div>
      <div className="flex min-h-5 flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs text-text-muted">
        <span>{view.usdText ?? '\u00a0'}</span>
        {asset && (
          <span className="ml-auto flex items-center gap-2">
            {isLoading || (balance !== undefined && !held) ? (
              <span className="whitespace-nowrap">{t('balanceLoading')}</span>
            ) : held && line ? (
              <line.BalanceText
                text={t('balance', { amount: held.balanceText })}
                fullText={
                  held.balanceFullText === held.balanceText ? undefined : held.balanceFullText
                }
              />
            ) : null}
            {held && !fixed && (
              <button
                type="button"
                onClick={() => setAmountText(held.maxText)}
                title={held.maxNote}
                className="rounded-md bg-accent/10 px-1.5 py-0.5 font-semibold text-accent hover:bg-accent/20 focus-visible:outline-2 focus-visible:outline-accent"
              >
                {t('max')}
              </button>
            )}
          </span>
        )}
      </div>
      {fixed && (
        <p id={fixedId} className="text-xs text-text-muted">
          {t('fixed')}
        </p>
      )}
      {message && (
        <p id={messageId} role="alert" className="text-xs font-medium text-danger">
          {message}
        </p>
      )}
      {held?.gasWarning && !message && (
        <p className="text-xs font-medium text-warning">{held.gasWarning}</p>
      )}
      {held?.maxNote && amountText === held.maxText && (
        <p className="text-xs text-text-muted">{held.maxNote}</p>
      )}
    </div>
  );
}
