import type { NetworkType } from '../../api/types';
import { useWidgetConfig } from '../../config/WidgetConfigProvider';
import { useI18n } from '../../i18n/I18nProvider';
import { checkRecipient, type RecipientCheck, recipientInUse } from '../../state/recipient';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { useConnectedAddress } from '../../wallets/useConnectedAddress';
import { useAddressFormats } from './useAddressFormats';
import { useSelectedAsset } from './useSelectedAsset';

export interface RecipientStatus extends RecipientCheck {
  /** The recipient text in use (`recipientInUse`: the integrator's or the person's; may be empty). */
  text: string;
  /** The integrator fixed it (`toAddress`): shown, never cleared nor replaced. */
  fixed: boolean;
  fromNetworkType?: NetworkType;
  toNetworkType?: NetworkType;
  /** Wallet connected for the destination network type, if any. */
  destinationWalletAddress?: string;
}

/**
 * The recipient in use (the integrator's `toAddress`, else the stored one) checked against the current pair of chains and the wallets connected;
 * one source of truth for the settings dot, the card's "To" row and the main button.
 */
export function useRecipientCheck(): RecipientStatus {
  const typed = useWidgetStore((s) => s.settings.recipient);
  const { text, fixed } = recipientInUse(useWidgetConfig(), typed);
  const fromNetworkType = useSelectedAsset('from').chain?.networkType;
  const toNetworkType = useSelectedAsset('to').chain?.networkType;
  const destinationWalletAddress = useConnectedAddress(toNetworkType);
  const i18n = useI18n();
  const isValidAddress = useAddressFormats(text.trim() !== '')?.isValidAddress;
  const check = checkRecipient(
    text,
    { fromNetworkType, toNetworkType, destinationWalletAddress, isValidAddress },
    i18n,
  );
  return { ...check, text, fixed, fromNetworkType, toNetworkType, destinationWalletAddress };
}
