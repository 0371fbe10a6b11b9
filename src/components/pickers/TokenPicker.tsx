import { lazy, Suspense, useEffect, useState } from 'react';
import { useWidgetActions } from '../../state/WidgetStoreProvider';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { useAfterStartup } from '../widget/useAfterStartup';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { TokenIcon } from './TokenIcon';
import { FLAGGED_TOKEN_WARNING, UNKNOWN_TOKEN_WARNING } from './unknownToken';

// The dialog (virtualised list, search, on-chain checks of unlisted tokens) is not needed for the
// first paint: it is fetched right after it, so it is there by the time someone clicks.
const loadTokenPickerDialog = () => import('./TokenPickerDialog');
const TokenPickerDialog = lazy(() =>
  loadTokenPickerDialog().then((m) => ({ default: m.TokenPickerDialog })),
);

const TEXT = {
  from: { action: 'Select source token', title: 'You pay with' },
  to: { action: 'Select destination token', title: 'You receive' },
} as const;

/** The token button of one side, and the picker dialog it opens. */
export function TokenPicker({ side }: { side: 'from' | 'to' }) {
  const [open, setOpen] = useState(false);
  const { chain, asset, isUnknown, isCustom, isLoading, isError } = useSelectedAsset(side);
  const actions = useWidgetActions();
  const text = TEXT[side];
  const started = useAfterStartup();
  useEffect(() => {
    // Prefetched once the first answers are painted; a failed prefetch is retried (and reported)
    // when the dialog is opened.
    if (started) loadTokenPickerDialog().catch(() => {});
  }, [started]);
  const current = asset && chain ? `${asset.symbol} on ${chain.name}` : undefined;
  const warning =
    isUnknown || isCustom
      ? UNKNOWN_TOKEN_WARNING
      : asset?.isFlagged
        ? FLAGGED_TOKEN_WARNING
        : undefined;

  return (
    <div className="flex min-w-0 flex-col items-end gap-1">
      <button
        type="button"
        aria-busy={isLoading || undefined}
        aria-haspopup="dialog"
        aria-label={current ? `${text.action} (${current})` : text.action}
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
            {asset?.symbol ?? placeholderLabel({ isUnknown, isLoading, isError })}
          </span>
          <span className="block truncate text-xs text-text-muted">
            {chain?.name ?? (isLoading || isError ? '' : 'Any chain')}
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
  if (s.isLoading) return 'Loading…';
  if (s.isError) return 'Not loaded';
  return s.isUnknown ? 'Unknown token' : 'Select token';
}

function DialogLoadFailed() {
  return (
    <p role="alert" className="max-w-[14rem] text-right text-xs text-danger">
      The token list could not be loaded. Reload the page to try again.
    </p>
  );
}
