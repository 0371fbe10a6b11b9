import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorText } from '../../api/errorText';
import type { Chain } from '../../api/types';
import { pickersMessages } from '../../i18n/en/pickers';
import { tokenPickerMessages } from '../../i18n/en/tokenPicker';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { readTokenMetadata } from '../../networks/readTokenMetadata';
import { useRoutingClient } from '../../queries/context';
import { tokenMetadataQueryKey } from '../../queries/tokenMetadataKey';
import type { OnChainTokenMetadata } from '../../wallets/tokenMetadataError';

export interface UnknownTokenConfirmProps {
  chain: Chain;
  address: string;
  onConfirm(metadata: OnChainTokenMetadata): void;
  onCancel(): void;
}

/**
 * The explicit step between "an address on no list" and using it: never trusted silently. The
 * token is read from the chain first; without its decimals it cannot be accepted at all.
 */
export function UnknownTokenConfirm({
  chain,
  address,
  onConfirm,
  onCancel,
}: UnknownTokenConfirmProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const i18n = useI18n();
  const t = useT(tokenPickerMessages);
  const tPickers = useT(pickersMessages);
  const { scope } = useRoutingClient();
  const metadata = useQuery({
    queryKey: tokenMetadataQueryKey(scope, chain.chainId, address),
    queryFn: ({ signal }) => readTokenMetadata(chain, address, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // The safe choice gets the focus, so a stray Enter does not accept the token.
  useEffect(() => cancelRef.current?.focus(), []);
  const error = metadata.error;

  return (
    <div className="flex flex-col gap-4 p-4">
      <div role="alert" className="rounded-xl border border-warning/50 bg-warning/10 p-3 text-sm">
        <p className="font-semibold text-warning">{tPickers('unknownToken')}</p>
        <p className="mt-1 text-text">{tPickers('unknownWarning')}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-text-muted">{t('chain')}</dt>
        <dd>{chain.name}</dd>
        <dt className="text-text-muted">{t('address')}</dt>
        <dd className="font-mono text-xs break-all">{address}</dd>
        {metadata.data && (
          <>
            <dt className="text-text-muted">{t('onChain')}</dt>
            <dd>
              {[metadata.data.symbol, metadata.data.name].filter(Boolean).join(' · ') ||
                t('noName')}
              {t('decimals', { count: metadata.data.decimals })}
            </dd>
          </>
        )}
      </dl>
      <p role="status" className="text-xs text-text-muted">
        {metadata.isPending
          ? t('checking')
          : error
            ? t('cannotUse', { reason: errorText(i18n, error) })
            : t('trustWarning')}
      </p>
      <div className="flex gap-2">
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          className="flex-1 rounded-xl border border-border px-3 py-2.5 text-sm font-semibold hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('back')}
        </button>
        <button
          type="button"
          disabled={!metadata.data}
          onClick={() => metadata.data && onConfirm(metadata.data)}
          className="flex-1 rounded-xl bg-warning px-3 py-2.5 text-sm font-semibold text-surface hover:opacity-90 focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-40"
        >
          {t('useToken')}
        </button>
      </div>
    </div>
  );
}
