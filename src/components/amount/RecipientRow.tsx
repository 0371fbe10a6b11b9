import { walletToOffer } from '../../state/recipient';
import { useWidgetActions } from '../../state/WidgetStoreProvider';
import { RecipientSetting } from '../settings/RecipientSetting';
import { UseMyWalletButton } from '../settings/UseMyWalletButton';
import { RecipientAddressLine } from '../widget/RecipientAddressLine';
import { useRecipientCheck } from '../widget/useRecipientCheck';

/**
 * Where the tokens go, under "You receive". The recipient setting is remembered across visits
 * (so a user paying a cold wallet every time need not paste it again), which makes a remembered
 * third-party address easy to forget: it is therefore always shown here, and in the review,
 * with a button to clear it (and, across network types, one to use the connected destination
 * wallet instead). When one is required (another network type and no wallet of that
 * type connected) the field to enter it is right here rather than only in the settings.
 */
export function RecipientRow() {
  const recipient = useRecipientCheck();
  const { updateSettings } = useWidgetActions();
  const text = recipient.text.trim();

  if (text !== '') {
    const offered = walletToOffer(text, recipient);
    return (
      <div className="flex flex-col gap-1 rounded-xl border border-border px-3 py-2 text-xs">
        <RecipientAddressLine address={text} />
        {offered && recipient.toNetworkType && (
          <UseMyWalletButton
            networkType={recipient.toNetworkType}
            address={offered}
            onUse={(address) => updateSettings({ recipient: address })}
          />
        )}
        {recipient.error && (
          <p role="alert" className="font-medium text-danger">
            {recipient.error}
          </p>
        )}
      </div>
    );
  }
  if (!recipient.required) return null;
  return (
    <div className="rounded-xl border border-border px-3 py-2">
      <RecipientSetting
        recipient=""
        fromNetworkType={recipient.fromNetworkType}
        toNetworkType={recipient.toNetworkType}
        destinationWalletAddress={recipient.destinationWalletAddress}
        onChange={(value) => updateSettings({ recipient: value })}
      />
    </div>
  );
}
