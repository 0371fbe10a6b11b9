import { useEffect } from 'react';
import { errorText } from '../../api/errorText';
import { walletMenuMessages } from '../../i18n/en/walletMenu';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { shortenAddress } from '../../lib/addresses';
import { isAllowedImageUrl } from '../../lib/imagePolicy';
import { NETWORK_FACTS } from '../../lib/networkFacts';
import { NETWORKS } from '../../networks/networkRegistry';
import { connectWallet, disconnectWallet } from '../../wallets/walletConnection';
import {
  type NetworkWalletState,
  useWalletState,
  useWalletStateStore,
  type WalletNetworkType,
} from '../../wallets/walletState';
import { Modal } from '../widget/Modal';

/** The sections' order after the one the menu was opened for. */
const NETWORK_TYPES = Object.keys(NETWORKS) as WalletNetworkType[];

/** Wallet icons load from `data:` URIs only, never from a host. */
const NO_HOSTS: ReadonlySet<string> = new Set();

/**
 * The wallet menu: the section of the network it was opened for first, then the others. A
 * network not `listedBeforeAsked` (Tron, Cosmos) shows once its stack was asked for (one of its
 * chains chosen, or the menu opened for it): opening the menu for another must not load it.
 */
export function WalletMenuDialog({ menuFor }: { menuFor: WalletNetworkType }) {
  const store = useWalletStateStore();
  const t = useT(walletMenuMessages);
  const stacks = useWalletState((s) => s.stacks);
  const others = NETWORK_TYPES.filter(
    (type) =>
      type !== menuFor && (NETWORKS[type].wallet.listedBeforeAsked || stacks[type] !== 'idle'),
  );
  return (
    <Modal title={t('wallets')} onClose={() => store.setState({ menuFor: undefined })}>
      <div className="flex flex-col gap-4 overflow-y-auto p-4">
        <NetworkSection type={menuFor} />
        {others.map((type) => (
          <NetworkSection key={type} type={type} />
        ))}
      </div>
    </Modal>
  );
}

function NetworkSection({ type }: { type: WalletNetworkType }) {
  const store = useWalletStateStore();
  const wallet = useWalletState((s) => s[type]);
  const stack = useWalletState((s) => s.stacks[type]);
  const requestStack = useWalletState((s) => s.requestStack);
  const loadsOnDemand = NETWORKS[type].onDemandStack !== undefined;
  const label = NETWORK_FACTS[type].name;
  const headingId = `wallets-${type}`;
  const i18n = useI18n();
  const t = useT(walletMenuMessages);

  // Opening a lazily loaded network's section is a reason to load its stack.
  useEffect(() => {
    if (loadsOnDemand && stack === 'idle') requestStack(type);
  }, [type, loadsOnDemand, stack, requestStack]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t('networkWallet', { network: label })}
      </h3>
      {wallet.status === 'connected' && wallet.address ? (
        <ConnectedRow
          wallet={wallet}
          label={label}
          onDisconnect={() => void disconnectWallet(store, type)}
        />
      ) : (
        <WalletList
          network={label}
          wallet={wallet}
          // A stack loaded on demand is looked for until it is there; EVM's, loaded after the
          // first paint, only while it loads and has found no wallet yet.
          loading={
            loadsOnDemand
              ? stack === 'idle' || stack === 'loading'
              : stack === 'loading' && wallet.wallets.length === 0
          }
          onConnect={(id) => void connectWallet(store, type, id)}
        />
      )}
      {wallet.error && (
        <p role="alert" className="text-xs text-danger">
          {errorText(i18n, wallet.error)}
        </p>
      )}
    </section>
  );
}

function ConnectedRow({
  wallet,
  label,
  onDisconnect,
}: {
  wallet: NetworkWalletState;
  label: string;
  onDisconnect(): void;
}) {
  const t = useT(walletMenuMessages);
  return (
    <div className="flex items-center justify-between gap-2 rounded-lg border border-border p-2 text-sm">
      <span>
        <span className="block text-xs text-text-muted">{wallet.walletName}</span>
        <span title={wallet.address}>{shortenAddress(wallet.address ?? '')}</span>
      </span>
      <button
        type="button"
        onClick={onDisconnect}
        aria-label={t('disconnectNetwork', { network: label })}
        className="rounded-lg border border-border px-2 py-1 text-xs hover:bg-surface-raised"
      >
        {t('disconnect')}
      </button>
    </div>
  );
}

function WalletList({
  network,
  wallet,
  loading,
  onConnect,
}: {
  /** The network's name (`NETWORK_FACTS`). */
  network: string;
  wallet: NetworkWalletState;
  loading: boolean;
  onConnect(id: string): void;
}) {
  const t = useT(walletMenuMessages);
  if (loading) {
    // The room of two wallets (WalletConnect and one found, the common case) is kept while they
    // are looked for: a section that grew as they came in moved every button below it.
    return <p className="min-h-20 text-xs text-text-muted">{t('looking', { network })}</p>;
  }
  if (wallet.notSetUp !== undefined) {
    return <p className="text-xs text-text-muted">{t('notSetUp', { chain: wallet.notSetUp })}</p>;
  }
  if (wallet.wallets.length === 0) {
    return <p className="text-xs text-text-muted">{t('noneFound', { network })}</p>;
  }
  return (
    <ul className="flex flex-col gap-1">
      {wallet.wallets.map((w) => (
        <li key={w.id}>
          <button
            type="button"
            disabled={wallet.status === 'connecting'}
            onClick={() => onConnect(w.id)}
            className="flex w-full items-center gap-2 rounded-lg border border-border p-2 text-left text-sm hover:bg-surface-raised disabled:opacity-60"
          >
            {/* Wallets announce their icon as a data URI (EIP-6963); a URL would be a request. */}
            {w.icon && isAllowedImageUrl(w.icon, NO_HOSTS) && (
              <img src={w.icon} alt="" className="h-5 w-5" />
            )}
            <span>{w.name}</span>
            {w.isSandbox && (
              <span className="ml-auto text-xs text-warning">{t('developmentKeys')}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
