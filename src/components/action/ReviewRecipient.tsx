import type { Asset } from '../../api/types';
import { reviewMessages } from '../../i18n/en/review';
import { useT } from '../../i18n/I18nProvider';
import { shortenAddress } from '../../lib/addresses';
import { NETWORK_FACTS } from '../../lib/networkFacts';
import { RecipientAddressLine } from '../widget/RecipientAddressLine';
import type { RecipientStatus } from '../widget/useRecipientCheck';
import { ConsentCheckbox } from './ConsentCheckbox';
import { RecipientContractNotice } from './RecipientContractNotice';
import type { RecipientContract } from './reviewGate';
import type { RecipientConfirmation } from './useRecipientConfirmation';

/**
 * Where the tokens go, in the review, always as the whole address. A typed recipient comes with a
 * Clear button, and one remembered from an earlier visit (not the connected wallet) must be
 * confirmed once per session: a remembered third-party address must never pay out unnoticed.
 * A typed recipient that is a contract on the destination chain is said, and acknowledged
 * (`RecipientContractNotice`).
 * Without a typed one, the connected destination wallet is named instead: in full across network
 * types, shortened on the same one.
 */
export function ReviewRecipient({
  check: r,
  confirmation,
  to,
  contract,
}: {
  check: RecipientStatus;
  confirmation: RecipientConfirmation;
  /** What arrives, on the destination chain. */
  to: Asset;
  contract: {
    check: RecipientContract;
    acknowledged: boolean;
    onAcknowledge(acknowledged: boolean): void;
  };
}) {
  const t = useT(reviewMessages);
  if (r.recipient) {
    return (
      <div className="mt-2 rounded-lg border border-border px-3 py-2">
        <RecipientAddressLine address={r.recipient} full fixed={r.fixed} />
        <RecipientContractNotice
          contract={contract.check}
          to={to}
          acknowledged={contract.acknowledged}
          onAcknowledge={contract.onAcknowledge}
        />
        {confirmation.address === r.recipient && (
          <div className="mt-2 border-t border-border pt-2">
            <p className="text-xs text-text-muted">{t('rememberedRecipient')}</p>
            <ConsentCheckbox
              checked={confirmation.confirmed}
              onChange={confirmation.setConfirmed}
              className="mt-1"
              breakAll
            >
              {t('confirmRecipient', { address: r.recipient })}
            </ConsentCheckbox>
          </div>
        )}
      </div>
    );
  }
  const crossNetwork = r.fromNetworkType !== undefined && r.fromNetworkType !== r.toNetworkType;
  if (crossNetwork && r.toNetworkType && r.destinationWalletAddress) {
    return (
      <p className="mt-2 rounded-lg border border-border px-3 py-2">
        {t('toYourWallet', { network: NETWORK_FACTS[r.toNetworkType].name })}{' '}
        <span className="font-mono break-all">{r.destinationWalletAddress}</span>
      </p>
    );
  }
  if (r.destinationWalletAddress) {
    // The connected wallet itself: shortened, as the wallet menu shows it.
    return (
      <p className="mt-2 rounded-lg border border-border px-3 py-2">
        {t('toConnectedWallet')}{' '}
        <span className="font-mono" title={r.destinationWalletAddress}>
          {shortenAddress(r.destinationWalletAddress)}
        </span>
      </p>
    );
  }
  return null;
}
