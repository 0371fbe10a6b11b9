import type { NetworkType } from '../../api/types';
import { actionMessages } from '../../i18n/en/action';
import { useT } from '../../i18n/I18nProvider';
import { CONNECT } from '../action/mainActionState';
import { useOpenWalletMenu } from '../wallet/WalletMenu';

/**
 * "Connect wallet" for the network a swap waits for: opens the wallet menu on that network, in
 * the main button's words. Connecting is the person's act; nothing here opens a wallet prompt,
 * and the swap goes on by itself once the wallet is connected.
 */
export function ConnectWalletButton({ networkType }: { networkType: NetworkType }) {
  const openMenu = useOpenWalletMenu();
  const t = useT(actionMessages);
  return (
    <button
      type="button"
      onClick={() => openMenu(networkType)}
      className="flex-1 rounded-2xl bg-accent px-4 py-3 font-semibold text-accent-text"
    >
      {t(CONNECT[networkType])}
    </button>
  );
}
