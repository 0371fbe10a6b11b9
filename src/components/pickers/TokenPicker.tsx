import { lazy, Suspense, useEffect, useState } from 'react';
import { pickersMessages } from '../../i18n/en/pickers';
import { useT } from '../../i18n/I18nProvider';
import { useWidgetActions } from '../../state/WidgetStoreProvider';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { useAfterStartup } from '../widget/useAfterStartup';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { TokenIcon } from './TokenIcon';

// The dialog (virtualised list, search, on-chain checks of unlisted tokens) is not needed for the
// first paint: it is fetched right after it, so it is there by the time someone clicks.
const loadTokenPickerDialog = () => import('./TokenPickerDialog');
const TokenPickerDialog = lazy(() =>
  loadTokenPickerDialog().then((m) => ({ default: m.TokenPickerDialog })),
);

const TEXT = {
  from: { action: 'selectSource', title: 'payWith' },
  to: { action: 'selectDestination', title: 'receive' },
} as const;

/** The token button of one side, and the picker dialog it opens. */
export function TokenPicker({ side }: { side: 'from' | 'to' }) {
  const [open, setOpen] = useState(false);
  const { chain, asset, isUnknown, isCustom, isLoading, isError } = useSelectedAsset(side);
  const actions = useWidgetActions();
  const t = useT(pickersMessages);
  const text = { action: t(TEXT[side].action), title: t(TEXT[side].title) };
  const started = useAfterStartup();
  useEffect(() => {
    // Prefetched once the first answers are painted; a failed prefetch is retried (and reported)
    // when the dialog is opened.
    if (started) loadTokenPickerDialog().catch(() => {});
  }, [started]);
  const current =
    asset && chain ? t('tokenOnChain', { symbol: asset.symbol, chain: chain.name }) : undefined;
  const warning =
    isUnknown || isCustom
      ? t('unknownWarning')
      : asset?.isFlagged
        ? t('flaggedWarning')
        : undefined;

  return (
    <div className="flex min-w-0 flex-col items-end gap-1">
      <button
        type="button"
        aria-busy={isLoading || undefined}
        aria-haspopup="dialog"
        aria-label={current ? t('withCurrent', { action: text.action, current }) : text.action}
        onClick={() => setOpen(true)}
        className="inline-flex max-w-full items-center gap-2 rounded-full border border-border bg-surface py-1.5 pr-3 pl-1.5 text-left shadow-sm hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent"
      >
        {asset ? (
          <TokenIcon src={asset.image} label={asset.symbol} />
        ) : (
          <span aria-hidden="true" className="size-8 rounded-full bg-surface-sunken" />
        )}
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold">
            {asset?.symbol ?? t(placeholderLabel({ isUnknown, isLoading, isError }))}
          </span>
          <span className="block truncate text-xs text-text-muted">
            {chain?.name ?? (isLoading || isError ? '' : t('anyChain'))}
          </span>
        </span>
        <span aria-hidden="true" className="text-text-muted">
          ▾
        </span>
      </button>
      {warning && <p className="max-w-[14rem] text-right text-xs text-warning">⚠ {warning}</p>}
      {open && (
        <ErrorBoundary fallback={() => <DialogLoadFailed />}>
          <Suspense fallback={null}>
            <TokenPickerDialog
              title={text.title}
              initialChainId={chain?.chainId}
              onClose={() => setOpen(false)}
              onPick={(picked, { custom }) => {
                if (custom) actions.addCustomToken(picked);
                const selection = { chainId: picked.chainId, tokenAddress: picked.address };
                if (side === 'from') actions.setFrom(selection);
                else actions.setTo(selection);
                setOpen(false);
              }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

/** What the button says without a resolved token (the card explains a failed list). */
function placeholderLabel(s: { isUnknown: boolean; isLoading: boolean; isError: boolean }) {
  if (s.isLoading) return 'loading';
  if (s.isError) return 'notLoaded';
  return s.isUnknown ? 'unknownToken' : 'selectToken';
}

function DialogLoadFailed() {
  const t = useT(pickersMessages);
  return (
    <p role="alert" className="max-w-[14rem] text-right text-xs text-danger">
      {t('dialogFailed')}
    </p>
  );
}
