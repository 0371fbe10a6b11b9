import { lazy, useEffect, useRef } from 'react';
import { walletMenuMessages } from '../../i18n/en/walletMenu';
import { useT } from '../../i18n/I18nProvider';
import { shortenAddress } from '../../lib/addresses';
import {
  useWalletState,
  useWalletStateStore,
  type WalletNetworkType,
} from '../../wallets/walletState';
import { OnDemand } from '../widget/OnDemand';
import { useAfterStartup } from '../widget/useAfterStartup';

// The menu's code is fetched right after the first paint, like the token picker's: it is there
// by the time someone presses "Connect wallet", and the first screen does not carry it.
const loadWalletMenuDialog = () => import('./WalletMenuDialog');
const WalletMenuDialog = lazy(() =>
  loadWalletMenuDialog().then((m) => ({ default: m.WalletMenuDialog })),
);

/** Opens the wallet menu, optionally on one network type's section. */
export function useOpenWalletMenu(): (type?: WalletNetworkType) => void {
  const store = useWalletStateStore();
  return (type = 'evm') => store.setState({ menuFor: type });
}

/**
 * A small trigger for the header: shows the connected addresses, shortened, and opens the menu.
 */
export function WalletMenu() {
  const open = useOpenWalletMenu();
  const evm = useWalletState((s) => s.evm);
  const sol = useWalletState((s) => s.sol);
  const tron = useWalletState((s) => s.tron);
  const cosmos = useWalletState((s) => s.cosmos);
  const connected = [evm, sol, tron, cosmos].filter((w) => w.status === 'connected' && w.address);
  const t = useT(walletMenuMessages);
  return (
    <button
      type="button"
      onClick={() => open(evm.status !== 'connected' || sol.status === 'connected' ? 'evm' : 'sol')}
      className="rounded-lg border border-border px-2 py-1 text-xs hover:bg-surface-raised"
    >
      {connected.length === 0
        ? t('wallets')
        : connected.map((w) => shortenAddress(w.address ?? '')).join(' · ')}
    </button>
  );
}

/** The menu itself, shown while `menuFor` is set (rendered once per widget by WalletProviders). */
export function WalletMenuHost() {
  const store = useWalletStateStore();
  const menuFor = useWalletState((s) => s.menuFor);
  const status = useWalletState((s) => (s.menuFor ? s[s.menuFor].status : undefined));
  // The menu was opened to connect: once that wallet connects, it has done its job.
  const wasConnected = useRef(status === 'connected');
  useEffect(() => {
    if (status === 'connected' && !wasConnected.current) store.setState({ menuFor: undefined });
    wasConnected.current = status === 'connected';
  }, [status, store]);
  const t = useT(walletMenuMessages);
  const started = useAfterStartup();
  useEffect(() => {
    // A failed prefetch is retried (and reported) when the menu is opened.
    if (started) loadWalletMenuDialog().catch(() => {});
  }, [started]);
  if (!menuFor) return null;
  return (
    <OnDemand failed={t('walletMenuFailed')}>
      <WalletMenuDialog menuFor={menuFor} />
    </OnDemand>
  );
}
