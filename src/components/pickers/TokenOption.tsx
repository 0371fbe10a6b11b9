import type { CSSProperties } from 'react';
import { pickersMessages } from '../../i18n/en/pickers';
import { tokenPickerMessages } from '../../i18n/en/tokenPicker';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { tokenKey } from '../../lib/tokenKey';
import { TokenIcon } from './TokenIcon';
import type { TokenListItem } from './TokenSearchList';

export interface TokenOptionProps {
  id: string;
  item: TokenListItem;
  active: boolean;
  balances: Map<string, bigint>;
  posInSet: number;
  setSize: number;
  style: CSSProperties;
  onPick(): void;
  onHover(): void;
}

/**
 * One row of the token listbox (absolutely positioned by the virtualizer). A row's name is what it
 * shows, in the order shown (WCAG 2.5.3, label in name), plus what the eye gets from the layout:
 * that the amount on the right is a balance, and the unknown token's address.
 */
export function TokenOption({
  id,
  item,
  active,
  balances,
  posInSet,
  setSize,
  style,
  onPick,
  onHover,
}: TokenOptionProps) {
  const base =
    'absolute top-0 left-0 flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 text-left';
  const activeClass = active ? 'bg-surface-raised ring-1 ring-accent/60' : '';
  const { fmt } = useI18n();
  const t = useT(tokenPickerMessages);
  const tPickers = useT(pickersMessages);
  const unknownWarning = tPickers('unknownWarning');
  const unknownTitle = tPickers('unknownToken');

  if (item.kind === 'unknown') {
    return (
      // Focus stays in the search box (aria-activedescendant); the row is clicked, never focused.
      // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard is handled by the combobox input
      <div
        id={id}
        role="option"
        tabIndex={-1}
        aria-selected={active}
        aria-posinset={posInSet}
        aria-setsize={setSize}
        aria-label={t('unknownTokenOption', {
          title: unknownTitle,
          warning: unknownWarning,
          address: item.address,
        })}
        className={`${base} ${activeClass}`}
        style={style}
        onClick={onPick}
        onMouseMove={onHover}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-warning/20 font-bold text-warning"
        >
          !
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold">{unknownTitle}</span>{' '}
          <span className="block truncate text-xs text-warning">{unknownWarning}</span>
        </span>
      </div>
    );
  }

  const { asset } = item;
  const balance = balances.get(tokenKey(asset));
  const balanceText =
    balance !== undefined && balance > 0n
      ? fmt.amount(balance, asset.decimals, { significant: 6 })
      : undefined;
  // The name under the symbol; a list without one, or with the symbol again, leaves the line empty
  // rather than saying the symbol twice (to the eye and in the name).
  const subtitle = asset.name && asset.name !== asset.symbol ? asset.name : undefined;
  const label = [
    asset.symbol,
    asset.isFlagged ? t('flagged') : undefined,
    subtitle,
    balanceText ? t('balanceName', { amount: balanceText }) : undefined,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard is handled by the combobox input
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      aria-posinset={posInSet}
      aria-setsize={setSize}
      aria-label={label}
      className={`${base} ${activeClass}`}
      style={style}
      onClick={onPick}
      onMouseMove={onHover}
    >
      <TokenIcon src={asset.image} label={asset.symbol} />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate text-sm font-semibold">{asset.symbol}</span>{' '}
          {asset.isFlagged && (
            <span className="rounded-md bg-warning/15 px-1.5 py-0.5 text-[10px] font-semibold tracking-wide text-warning uppercase">
              {t('flagged')}
            </span>
          )}
        </span>{' '}
        <span className="block truncate text-xs text-text-muted">{subtitle ?? '\u00a0'}</span>
      </span>{' '}
      {balanceText && <span className="text-sm tabular-nums text-text-muted">{balanceText}</span>}
    </div>
  );
}
