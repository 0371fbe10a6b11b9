import { choiceChecksMessages } from '../../i18n/en/choiceChecks';
import { useT } from '../../i18n/I18nProvider';
import { walletToOffer } from '../../state/recipient';
import { useWidgetActions } from '../../state/WidgetStoreProvider';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { PartFailedNotice } from '../feedback/PartFailedNotice';
import { RecipientAddressLine } from '../widget/RecipientAddressLine';
import { useModuleOnDemand } from '../widget/useModuleOnDemand';
import { useRecipientCheck } from '../widget/useRecipientCheck';
import { myWalletButton, recipientSetting } from './recipientOnDemand';

/**
 * Where the tokens go, under "You receive". The recipient setting is remembered across visits
 * (so a user paying a cold wallet every time need not paste it again), which makes a remembered
 * third-party address easy to forget: it is therefore always shown here, and in the review,
 * with a button to clear it (and, across network types, one to use the connected destination
 * wallet instead). When one is required (another network type and no wallet of that
 * type connected) the field to enter it is right here rather than only in the settings. The
 * integrator's `toAddress` is shown the same way, without Clear, and refused here in words when it
 * is no address of the destination network.
 */
export function RecipientRow() {
  return (
    <ErrorBoundary fallback={() => <RecipientLoadFailed />}>
      <RecipientRowContent />
    </ErrorBoundary>
  );
}

function RecipientRowContent() {
  const recipient = useRecipientCheck();
  const { updateSettings } = useWidgetActions();
  const text = recipient.text.trim();
  // The integrator's `toAddress` is not the person's to replace.
  const offered = text !== '' && !recipient.fixed ? walletToOffer(text, recipient) : undefined;
  // Their code loads after the first render; each is shown only once it is in (they add a row).
  const setting = useModuleOnDemand(recipientSetting, text === '' && recipient.required);
  const walletButton = useModuleOnDemand(myWalletButton, Boolean(offered));

  if (text !== '') {
    return (
      <div className="flex flex-col gap-1 rounded-xl border border-border px-3 py-2 text-xs">
        <RecipientAddressLine address={text} fixed={recipient.fixed} />
        {offered && recipient.toNetworkType && walletButton && (
          <walletButton.UseMyWalletButton
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
  if (!recipient.required || !setting) return null;
  return (
    <div className="rounded-xl border border-border px-3 py-2">
      <setting.RecipientSetting
        recipient=""
        fromNetworkType={recipient.fromNetworkType}
        toNetworkType={recipient.toNetworkType}
        destinationWalletAddress={recipient.destinationWalletAddress}
        onChange={(value) => updateSettings({ recipient: value })}
      />
    </div>
  );
}

function RecipientLoadFailed() {
  const t = useT(choiceChecksMessages);
  return <PartFailedNotice message={t('recipientFailed')} />;
}
