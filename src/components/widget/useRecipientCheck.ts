import type { NetworkType } from '../../api/types';
import { useI18n } from '../../i18n/I18nProvider';
import { checkRecipient, type RecipientCheck } from '../../state/recipient';
import { useWidgetStore } from '../../state/WidgetStoreProvider';
import { useConnectedAddress } from '../../wallets/useConnectedAddress';
import { useAddressFormats } from './useAddressFormats';
import { useSelectedAsset } from './useSelectedAsset';

export interface RecipientStatus extends RecipientCheck {
  /** The recipient text as stored in the settings (may be empty). */
  text: string;
  fromNetworkType?: NetworkType;
  toNetworkType?: NetworkType;
  /** Wallet connected for the destination network type, if any. */
  destinationWalletAddress?: string;
}

/**
 * The stored recipient checked against the current pair of chains and the wallets connected;
 * one source of truth for the settings dot, the card's "To" row and the main button.
 */
export function useRecipientCheck(): RecipientStatus {
  const text = useWidgetStore((s) => s.settings.recipient);
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
  return { ...check, text, fromNetworkType, toNetworkType, destinationWalletAddress };
}
