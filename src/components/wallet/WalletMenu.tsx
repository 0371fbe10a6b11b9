import { lazy, useEffect, useRef } from 'react';
import { walletMenuMessages } from '../../i18n/en/walletMenu';
import { useT } from '../../i18n/I18nProvider';
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
