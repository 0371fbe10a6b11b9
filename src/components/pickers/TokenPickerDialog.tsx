import { useCallback, useMemo, useRef, useState } from 'react';
import { errorText } from '../../api/errorText';
import type { Asset, Chain } from '../../api/types';
import { useOfferRules } from '../../config/useOfferRules';
import { tokenPickerMessages } from '../../i18n/en/tokenPicker';
import { useI18n, useT } from '../../i18n/I18nProvider';
// The dialog loads on demand: the address checks come with it (stored tokens are checked here).
import { isValidAddress } from '../../lib/addressFormats';
import { useHeldBalances } from '../../networks/useHeldBalances';
import { useChains } from '../../queries/chains';
import { useTokens } from '../../queries/tokens';
import { hasValidAddress } from '../../state/customTokens';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { Modal } from '../widget/Modal';
import { ChainList } from './ChainList';
import { TokenSearchList } from './TokenSearchList';
import { UnknownTokenConfirm } from './UnknownTokenConfirm';
import { unknownTokenAsset } from './unknownToken';

export interface TokenPickerDialogProps {
  title: string;
  initialChainId?: string;
  /** The one chain to offer (the integrator locked it). */
  onlyChainId?: string | undefined;
  onPick(asset: Asset, opts: { custom: boolean }): void;
  onClose(): void;
}

const EMPTY: Asset[] = [];
const EMPTY_CHAINS: Chain[] = [];

/**
 * Chain + token chooser. Tokens come from `/tokens?chainId=`, balances from the wallet; only the
 * chains and tokens the integrator offers are listed (`offerRules`), by address too.
 */
export function TokenPickerDialog({
  title,
  initialChainId,
  onlyChainId,
  onPick,
  onClose,
}: TokenPickerDialogProps) {
  const chains = useChains();
  const rules = useOfferRules();
  const chainList = useMemo(
    () =>
      (chains.data ?? EMPTY_CHAINS).filter(
        (c) =>
          rules.isChainOffered(c.chainId) &&
          (onlyChainId === undefined || c.chainId === onlyChainId),
      ),
    [chains.data, rules, onlyChainId],
  );
  const [browseChainId, setBrowseChainId] = useState(() =>
    chainList.some((c) => c.chainId === initialChainId) ? initialChainId : undefined,
  );
  const chainId = browseChainId ?? chainList[0]?.chainId;
  const chain = chainList.find((c) => c.chainId === chainId);
  const tokens = useTokens(chainId);
  const customTokens = useWidgetStore((s) => s.customTokens);
  const [pendingUnknown, setPendingUnknown] = useState<string>();
  const searchRef = useRef<HTMLInputElement>(null);
  const isOfferedAddress = useCallback(
    (address: string) => chainId !== undefined && rules.isTokenOffered(chainId, address),
    [chainId, rules],
  );

  const allListed = (chainId && tokens.data?.[chainId]) || EMPTY;
  const listed = useMemo(
    () => allListed.filter((t) => rules.isTokenOffered(t.chainId, t.address)),
    [allListed, rules],
  );
  const custom = useMemo(
    () =>
      customTokens.filter(
        (t) =>
          t.chainId === chainId &&
          rules.isTokenOffered(t.chainId, t.address) &&
          hasValidAddress(t, isValidAddress),
      ),
    [customTokens, chainId, rules],
  );
  const all = useMemo(
    () => (custom.length > 0 ? [...listed, ...custom] : listed),
    [listed, custom],
  );
  // Without an indexer, balances are read token by token: ask for the likeliest ones first.
  const balanceCandidates = useMemo(
    () => [...custom, ...listed.filter((t) => t.isPopular), ...listed.filter((t) => !t.isPopular)],
    [listed, custom],
  );
  const balances = useHeldBalances(chainId, balanceCandidates);

  const i18n = useI18n();
  const t = useT(tokenPickerMessages);
  let status: React.ReactNode;
  if (chains.isError) {
    status = (
      <RetryMessage
        text={t('chainsFailed', { reason: errorText(i18n, chains.error) })}
        retry={chains.refetch}
      />
    );
  } else if (chains.isPending) {
    status = t('loadingChains');
  } else if (!chain) {
    status = t('noChain');
  } else if (tokens.isError) {
    status = (
      <RetryMessage
        text={t('tokensFailed', { reason: errorText(i18n, tokens.error) })}
        retry={tokens.refetch}
      />
    );
  } else if (tokens.isPending) {
    status = t('loadingTokens');
  }

  return (
    <Modal title={title} onClose={onClose} initialFocusRef={searchRef}>
      {chainList.length > 0 && !pendingUnknown && (
        <ChainList chains={chainList} selectedChainId={chainId} onSelect={setBrowseChainId} />
      )}
      {pendingUnknown && chain ? (
        <UnknownTokenConfirm
          chain={chain}
          address={pendingUnknown}
          onCancel={() => setPendingUnknown(undefined)}
          onConfirm={(metadata) =>
            onPick(unknownTokenAsset(chain, pendingUnknown, metadata), { custom: true })
          }
        />
      ) : (
        <TokenSearchList
          key={chainId}
          inputRef={searchRef}
          chain={chain}
          tokens={all}
          balances={balances}
          status={status}
          onPick={(asset) =>
            onPick(asset, { custom: custom.some((t) => t.address === asset.address) })
          }
          onPickUnknown={setPendingUnknown}
          isOfferedAddress={isOfferedAddress}
        />
      )}
    </Modal>
  );
}

function RetryMessage({ text, retry }: { text: string; retry(): unknown }) {
  const t = useT(tokenPickerMessages);
  return (
    <span className="flex flex-col items-center gap-2">
      <span>{text}</span>
      <button
        type="button"
        onClick={() => retry()}
        className="rounded-lg border border-border px-3 py-1 text-text hover:bg-surface-raised"
      >
        {t('tryAgain')}
      </button>
    </span>
  );
}
