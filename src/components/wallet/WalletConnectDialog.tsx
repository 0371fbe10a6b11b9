import { useContext, useState } from 'react';
import { walletMenuMessages } from '../../i18n/en/walletMenu';
import { useT } from '../../i18n/I18nProvider';
import { WalletLinkOpenerContext } from '../../wallets/walletConnect/walletLinkOpener';
import { Modal } from '../widget/Modal';
import { QrCode } from './QrCode';

const BUTTON =
  'rounded-lg border border-border px-3 py-2 text-sm hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent';

/** A phone (a coarse pointer, or a narrow screen): there the wallet app opens from the link. */
function isPhone(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false;
  return window.matchMedia('(pointer: coarse), (max-width: 640px)').matches;
}

/**
 * WalletConnect's pairing: the `wc:` link as a QR code for a wallet app to scan, and in full as
 * text with "Copy link" (never shortened: a person may paste it into a wallet by hand); on a
 * phone, a link that opens the wallet app (in the iframe, a button that asks the host page to
 * open it: `WalletLinkOpenerContext`). Shown while the proposal waits; the wallet's approval
 * closes it, and closing it stops waiting.
 */
export function WalletConnectDialog({ uri, onClose }: { uri: string; onClose(): void }) {
  const t = useT(walletMenuMessages);
  const openInHost = useContext(WalletLinkOpenerContext);
  const [copied, setCopied] = useState<boolean>();
  const copy = () =>
    navigator.clipboard.writeText(uri).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Modal title={t('walletConnectTitle')} onClose={onClose}>
      <div className="flex flex-col gap-3 overflow-y-auto p-4">
        <p className="text-sm">{t('walletConnectScan')}</p>
        <QrCode text={uri} label={t('walletConnectQr')} />
        <p className="break-all rounded-lg border border-border p-2 font-mono text-xs">{uri}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => void copy()} className={BUTTON}>
            {t('copyLink')}
          </button>
          {isPhone() &&
            (openInHost ? (
              <button type="button" onClick={() => openInHost(uri)} className={BUTTON}>
                {t('openWalletApp')}
              </button>
            ) : (
              <a href={uri} className={BUTTON}>
                {t('openWalletApp')}
              </a>
            ))}
        </div>
        <p role="status" className="text-xs text-text-muted">
          {copied === undefined ? '' : t(copied ? 'linkCopied' : 'linkNotCopied')}
        </p>
      </div>
    </Modal>
  );
}
