import { shortenAddress } from '../../lib/addresses';
import { useWidgetActions } from '../../state/WidgetStoreProvider';

/** "To: 0x12…abcd" with a Clear button: a typed recipient is never out of sight. */
export function RecipientAddressLine({ address }: { address: string }) {
  const { updateSettings } = useWidgetActions();
  return (
    <div className="flex items-center justify-between gap-2">
      <span>
        To:{' '}
        <span className="font-mono" title={address}>
          {shortenAddress(address)}
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
    </div>
  );
}
