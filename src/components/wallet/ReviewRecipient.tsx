import { shortenAddress } from '../../lib/addresses';
import { NETWORK_NAMES } from '../../state/recipient';
import { useWidgetActions } from '../../state/widgetStore';
import { useRecipientCheck } from '../widget/useRecipientCheck';

/**
 * Where the tokens go, in the review. A typed recipient is always shown with a Clear button: a
 * remembered third-party address must never pay out unnoticed. Across network types without a
 * typed one, the connected destination wallet is named instead.
 */
export function ReviewRecipient() {
  const r = useRecipientCheck();
  const { updateSettings } = useWidgetActions();
  if (r.recipient) {
    return (
      <p className="mt-2 flex items-center justify-between gap-2 rounded-lg border border-border px-3 py-2">
        <span>
          To:{' '}
          <span className="font-mono" title={r.recipient}>
            {shortenAddress(r.recipient)}
          </span>
        </span>
        <button
          type="button"
          aria-label="Clear recipient"
          onClick={() => updateSettings({ recipient: '' })}
          className="rounded-md px-1.5 py-0.5 text-xs font-semibold text-accent hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent"
        >
          Clear
        </button>
      </p>
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
