import { lazy, useEffect, useId, useState } from 'react';
import { pickersMessages } from '../../i18n/en/pickers';
import { useT } from '../../i18n/I18nProvider';
import { sideLocks } from '../../state/lockedChoice';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { OnDemand } from '../widget/OnDemand';
import { useAfterStartup } from '../widget/useAfterStartup';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { TokenIcon } from './TokenIcon';

// The dialog (virtualised list, search, on-chain checks of unlisted tokens) is not needed for the
// first paint: it is fetched right after it, so it is there by the time someone clicks.
const loadTokenPickerDialog = () => import('./SideTokenPickerDialog');
const SideTokenPickerDialog = lazy(() =>
  loadTokenPickerDialog().then((m) => ({ default: m.SideTokenPickerDialog })),
);

const TEXT = {
  from: { name: 'sourceToken', title: 'payWith' },
  to: { name: 'destinationToken', title: 'receive' },
} as const;

/**
 * The token button of one side, and the picker dialog it opens. A token the integrator locked is
 * shown in a button that does nothing (`aria-disabled`, described as set by the site); a locked
 * chain leaves only that chain in the dialog.
 */
export function TokenPicker({ side }: { side: 'from' | 'to' }) {
  const [open, setOpen] = useState(false);
  const selected = useSelectedAsset(side);
  const { chain, asset, isUnknown, isNotOffered, isCustom, isLoading, isError } = selected;
  const locks = sideLocks(
    useWidgetStore((s) => s.locked),
    side,
  );
  const chosenChainId = useWidgetStore((s) => s[side].chainId);
  const fixedId = useId();
  const t = useT(pickersMessages);
  const title = t(TEXT[side].title);
  const started = useAfterStartup();
  useEffect(() => {
    // Prefetched once the first answers are painted; a failed prefetch is retried (and reported)
    // when the dialog is opened.
    if (started) loadTokenPickerDialog().catch(() => {});
  }, [started]);
  const warning = isNotOffered
    ? t('notOfferedWarning')
    : isUnknown || isCustom
      ? t('unknownWarning')
      : asset?.isFlagged
        ? t('flaggedWarning')
        : undefined;
  const symbolText = asset?.symbol ?? t(placeholderLabel(selected));
  const chainText = chain?.name ?? (isLoading || isError ? '' : t('anyChain'));
  // The name starts with what the button shows (WCAG 2.5.3, label in name: a voice-control user
  // says what they see), then which side it is.
  const shown = chainText ? `${symbolText} ${chainText}` : symbolText;
  const label = t(TEXT[side].name, { shown });

  return (
    <div className="flex min-w-0 flex-col items-end gap-1">
      <button
        type="button"
        aria-busy={isLoading || undefined}
        aria-haspopup={locks.token ? undefined : 'dialog'}
        aria-disabled={locks.token || undefined}
        aria-describedby={locks.token ? fixedId : undefined}
        aria-label={label}
        onClick={locks.token ? undefined : () => setOpen(true)}
        className={`inline-flex max-w-full items-center gap-2 rounded-full border border-border bg-surface py-1.5 pr-3 pl-1.5 text-left shadow-sm focus-visible:outline-2 focus-visible:outline-accent ${locks.token ? 'cursor-default' : 'hover:bg-surface-raised'}`}
      >
        {asset ? (
          <TokenIcon src={asset.image} label={asset.symbol} />
        ) : (
          <span aria-hidden="true" className="size-8 rounded-full bg-surface-sunken" />
        )}
        {/* A space between the lines: checkers and copying read the text, not the layout. */}
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold">{symbolText}</span>{' '}
          <span className="block truncate text-xs text-text-muted">{chainText}</span>
        </span>
        {!locks.token && (
          <span aria-hidden="true" className="text-text-muted">
            ▾
          </span>
        )}
      </button>
      {locks.token && (
        <p id={fixedId} className="text-xs text-text-muted">
          {t('fixed')}
        </p>
      )}
      {warning && <p className="max-w-[14rem] text-right text-xs text-warning">⚠ {warning}</p>}
      {open && (
        <OnDemand
          failed={t('dialogFailed')}
          failedClassName="max-w-[14rem] text-right text-xs text-danger"
        >
          <SideTokenPickerDialog
            side={side}
            title={title}
            initialChainId={chain?.chainId}
            onlyChainId={locks.chain ? chosenChainId : undefined}
            onClose={() => setOpen(false)}
          />
        </OnDemand>
      )}
    </div>
  );
}

/** What the button says without a resolved token (the card explains a failed list). */
function placeholderLabel(s: {
  isUnknown: boolean;
  isNotOffered: boolean;
  isLoading: boolean;
  isError: boolean;
}) {
  if (s.isNotOffered) return 'notOffered';
  if (s.isLoading) return 'loading';
  if (s.isError) return 'notLoaded';
  return s.isUnknown ? 'unknownToken' : 'selectToken';
}
