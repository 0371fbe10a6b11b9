import { lazy } from 'react';
import { walletMenuMessages } from '../../i18n/en/walletMenu';
import { useT } from '../../i18n/I18nProvider';
import { useWalletState } from '../../wallets/walletState';
import { OnDemand } from '../widget/OnDemand';

// The QR dialog (and its QR code library) load only once a person picks WalletConnect.
const WalletConnectDialog = lazy(() =>
  import('./WalletConnectDialog').then((m) => ({ default: m.WalletConnectDialog })),
);

/**
 * WalletConnect's QR dialog while a proposal waits for a wallet (`pairing`), over the wallet menu
 * it was opened from; rendered once per widget by WalletProviders.
 */
export function WalletConnectPairing() {
  const pairing = useWalletState((s) => s.pairing);
  const t = useT(walletMenuMessages);
  if (!pairing) return null;
  return (
    <OnDemand failed={t('walletMenuFailed')}>
      <WalletConnectDialog uri={pairing.uri} onClose={pairing.cancel} />
    </OnDemand>
  );
}
