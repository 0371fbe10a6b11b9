import { lazy, useState } from 'react';
import { walletMenuMessages } from '../../i18n/en/walletMenu';
import { useT } from '../../i18n/I18nProvider';
import { shortenAddress } from '../../lib/addresses';
import { NETWORK_FACTS } from '../../lib/networkFacts';
import { useConnectedWallets } from '../../wallets/useConnectedWallets';
import { OnDemand } from '../widget/OnDemand';
import { useOpenWalletMenu } from './WalletMenu';

// The account's dialog loads when it is opened: the quote screen never pays for it.
const AccountDialog = lazy(() =>
  import('./AccountDialog').then((m) => ({ default: m.AccountDialog })),
);

const HEADER_BUTTON =
  'rounded-lg border border-border px-2 py-1 text-xs hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent';

/**
 * The header's account button. With a wallet connected it names each one, its network and its
 * address shortened ("EVM 0xf39F…2266"), and opens "Account" (copy, disconnect, connect
 * another); with none, it reads "Wallets" and opens the wallet menu, every network's section.
 */
export function AccountButton() {
  const wallets = useConnectedWallets();
  const openMenu = useOpenWalletMenu();
  const [open, setOpen] = useState(false);
  const t = useT(walletMenuMessages);
  if (wallets.length === 0) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openMenu()}
        className={HEADER_BUTTON}
      >
        {t('wallets')}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`${HEADER_BUTTON} flex min-w-0 flex-wrap items-center gap-x-2`}
      >
        <span className="sr-only">{t('account')}: </span>
        {wallets.map((w) => (
          <span key={w.type} className="whitespace-nowrap">
            <span className="text-text-muted">{NETWORK_FACTS[w.type].name}</span>{' '}
            <span className="font-mono">{shortenAddress(w.address)}</span>
          </span>
        ))}
      </button>
      {open && (
        <OnDemand failed={t('walletMenuFailed')}>
          <AccountDialog onClose={() => setOpen(false)} />
        </OnDemand>
      )}
    </>
  );
}
