import { shortenAddress } from '../../lib/addresses';
import { NETWORK_NAMES } from '../../state/recipient';
import { RecipientAddressLine } from '../widget/RecipientAddressLine';
import { useRecipientCheck } from '../widget/useRecipientCheck';

/**
 * Where the tokens go, in the review. A typed recipient is always shown with a Clear button: a
 * remembered third-party address must never pay out unnoticed. Across network types without a
 * typed one, the connected destination wallet is named instead.
 */
export function ReviewRecipient() {
  const r = useRecipientCheck();
  if (r.recipient) {
    return (
      <div className="mt-2 rounded-lg border border-border px-3 py-2">
        <RecipientAddressLine address={r.recipient} />
      </div>
    );
  }
  const crossNetwork = r.fromNetworkType !== undefined && r.fromNetworkType !== r.toNetworkType;
  if (crossNetwork && r.toNetworkType && r.destinationWalletAddress) {
    return (
      <p className="mt-2 rounded-lg border border-border px-3 py-2">
        To: your {NETWORK_NAMES[r.toNetworkType]} wallet{' '}
        <span className="font-mono" title={r.destinationWalletAddress}>
          {shortenAddress(r.destinationWalletAddress)}
        </span>
      </p>
    );
  }
  return null;
}
