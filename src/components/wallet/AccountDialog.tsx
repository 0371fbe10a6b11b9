import { useEffect, useId, useRef, useState } from 'react';
import { walletMenuMessages } from '../../i18n/en/walletMenu';
import { useT } from '../../i18n/I18nProvider';
import { NETWORK_FACTS } from '../../lib/networkFacts';
import {
  type ConnectedWallet,
  useConnectedWallets,
  WALLET_NETWORK_TYPES,
} from '../../wallets/useConnectedWallets';
import { disconnectWallet } from '../../wallets/walletConnection';
import { useWalletStateStore, type WalletNetworkType } from '../../wallets/walletState';
import { Modal } from '../widget/Modal';
import { useSelectedAsset } from '../widget/useSelectedAsset';
import { useOpenWalletMenu } from './WalletMenu';

const BUTTON =
  'rounded-lg border border-border px-2 py-1 text-xs hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent';

/**
 * "Account": each connected wallet with its network, its name and its full address, to copy or
 * to disconnect, and "Connect another wallet" while a network has none. Disconnecting leaves a
 * running swap as it is: it asks for the wallet again when it next needs a signature.
 */
export function AccountDialog({ onClose }: { onClose(): void }) {
  const t = useT(walletMenuMessages);
  const wallets = useConnectedWallets();
  const openMenu = useOpenWalletMenu();
  const next = useNextNetworkToConnect(wallets);
  const [copied, setCopied] = useState<{ type: WalletNetworkType; ok: boolean }>();
  const connectAnother = useRef<HTMLButtonElement>(null);
  const shown = useRef(wallets.length);
  useEffect(() => {
    // The last wallet disconnected: nothing is left to show.
    if (wallets.length === 0) onClose();
    // The focused "Disconnect" left with its wallet: focus goes on within the dialog, or Escape
    // and Tab would reach nothing.
    else if (wallets.length < shown.current) connectAnother.current?.focus();
    shown.current = wallets.length;
  }, [wallets.length, onClose]);

  return (
    <Modal title={t('account')} onClose={onClose}>
      <div className="flex flex-col gap-4 overflow-y-auto p-4">
        {wallets.map((wallet) => (
          <AccountSection
            key={wallet.type}
            wallet={wallet}
            onCopied={(ok) => setCopied({ type: wallet.type, ok })}
          />
        ))}
        <p role="status" className="text-xs text-text-muted">
          {copied &&
            t(copied.ok ? 'addressCopied' : 'addressNotCopied', {
              network: NETWORK_FACTS[copied.type].name,
            })}
        </p>
        {next && (
          <button
            ref={connectAnother}
            type="button"
            onClick={() => {
              onClose();
              openMenu(next);
            }}
            className={BUTTON}
          >
            {t('connectAnother')}
          </button>
        )}
      </div>
    </Modal>
  );
}

function AccountSection({
  wallet,
  onCopied,
}: {
  wallet: ConnectedWallet;
  onCopied(ok: boolean): void;
}) {
  const t = useT(walletMenuMessages);
  const store = useWalletStateStore();
  const headingId = useId();
  const network = NETWORK_FACTS[wallet.type].name;
  const copy = () =>
    navigator.clipboard.writeText(wallet.address).then(
      () => onCopied(true),
      () => onCopied(false),
    );
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-border p-3"
    >
      <h3 id={headingId} className="text-sm font-semibold">
        {t('networkWallet', { network })}
      </h3>
      {wallet.walletName && <p className="text-xs text-text-muted">{wallet.walletName}</p>}
      <p className="break-all font-mono text-sm">{wallet.address}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={t('copyAddressOf', { network })}
          className={BUTTON}
        >
          {t('copyAddress')}
        </button>
        <button
          type="button"
          onClick={() => void disconnectWallet(store, wallet.type)}
          className={BUTTON}
        >
          {t('disconnectNetwork', { network })}
        </button>
      </div>
    </section>
  );
}

/**
 * The network "Connect another wallet" opens the menu on: the pair's source, then its
 * destination, then any other, the first with no wallet connected; undefined when all have one.
 */
function useNextNetworkToConnect(wallets: ConnectedWallet[]): WalletNetworkType | undefined {
  const from = useSelectedAsset('from').chain?.networkType;
  const to = useSelectedAsset('to').chain?.networkType;
  const connected = new Set(wallets.map((w) => w.type));
  return [from, to, ...WALLET_NETWORK_TYPES].find(
    (type): type is WalletNetworkType =>
      type !== undefined && WALLET_NETWORK_TYPES.includes(type) && !connected.has(type),
  );
}
