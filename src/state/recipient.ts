import type { NetworkType } from '../api/types';
import type { WidgetConfig } from '../config/widgetConfig';
import { choiceChecksMessages } from '../i18n/en/choiceChecks';
import { ENGLISH, type I18n } from '../i18n/i18n';
import { isPlaceholderAddress, isSameAddress, isZeroAddress } from '../lib/addresses';
import type { AddressCheck } from '../lib/addressFormats';
import { NETWORK_FACTS } from '../lib/networkFacts';

export interface RecipientContext {
  /** Network type of the source chain (the wallet that signs is of this type). */
  fromNetworkType?: NetworkType;
  toNetworkType?: NetworkType;
  /**
   * Address of the wallet connected for the destination network type, if any. Across network
   * types the routes pay to it when no recipient is typed (see `buildQuoteRequest`), so no
   * recipient is needed then.
   */
  destinationWalletAddress?: string;
  /**
   * The address format checks (`loadAddressFormats`), undefined until they have loaded; a typed
   * recipient is then neither refused nor used (`checking`).
   */
  isValidAddress: AddressCheck | undefined;
}

export interface RecipientCheck {
  /**
   * A recipient must be given: the destination is another network type than the source wallet
   * and no wallet of the destination type is connected to receive the tokens.
   */
  required: boolean;
  /** What is wrong with the given (or missing) recipient; undefined when it may be used. */
  error?: string;
  /** The typed recipient to send with quotes and createTx; undefined = a connected wallet. */
  recipient?: string;
  /** A recipient is typed and the address checks are still loading. */
  checking?: true;
}

/** The sentence asking for a recipient, one per network type (articles differ: "an EVM"). */
const RECIPIENT_NEEDED = {
  evm: 'recipientNeededEvm',
  sol: 'recipientNeededSol',
  tron: 'recipientNeededTron',
  cosmos: 'recipientNeededCosmos',
} as const satisfies Record<NetworkType, keyof typeof choiceChecksMessages.en>;

/**
 * Pure: whether the recipient setting can be used for this pair of chains. The destination
 * network type decides the address format; a quoting placeholder is never a recipient.
 */
export function checkRecipient(
  recipientText: string,
  ctx: RecipientContext,
  i18n: I18n = ENGLISH,
): RecipientCheck {
  const { fromNetworkType, toNetworkType, destinationWalletAddress } = ctx;
  const destinationWallet =
    destinationWalletAddress !== undefined && !isPlaceholderAddress(destinationWalletAddress);
  const required =
    fromNetworkType !== undefined &&
    toNetworkType !== undefined &&
    fromNetworkType !== toNetworkType &&
    !destinationWallet;
  const text = recipientText.trim();
  if (text === '') {
    return required && toNetworkType
      ? { required, error: i18n.t(choiceChecksMessages, RECIPIENT_NEEDED[toNetworkType]) }
      : { required };
  }
  // The zero check first: Tron's and Cosmos's placeholders are their zero accounts, said as such.
  if (isZeroAddress(text))
    return { required, error: i18n.t(choiceChecksMessages, 'recipientZero') };
  if (isPlaceholderAddress(text)) {
    return {
      required,
      error: i18n.t(choiceChecksMessages, 'recipientBurn'),
    };
  }
  if (toNetworkType) {
    const { isValidAddress } = ctx;
    if (!isValidAddress) return { required, checking: true };
    if (!isValidAddress(toNetworkType, text)) {
      return {
        required,
        error: i18n.t(choiceChecksMessages, 'recipientInvalid', {
          network: NETWORK_FACTS[toNetworkType].name,
        }),
      };
    }
  }
  return { required, recipient: text };
}

/**
 * The connected destination wallet to offer as the recipient in one click: only across network
 * types (on the same type an empty field already means that wallet), and not when it is already
 * the recipient. Undefined when there is nothing to offer.
 */
export function walletToOffer(
  recipientText: string,
  ctx: Omit<RecipientContext, 'isValidAddress'>,
): string | undefined {
  const { fromNetworkType, toNetworkType, destinationWalletAddress: wallet } = ctx;
  if (!fromNetworkType || !toNetworkType || fromNetworkType === toNetworkType) return undefined;
  if (!wallet || isPlaceholderAddress(wallet)) return undefined;
  return isSameAddress(toNetworkType, recipientText.trim(), wallet) ? undefined : wallet;
}

/** The recipient the widget quotes and pays, and whether the integrator fixed it. */
export interface RecipientInUse {
  text: string;
  /** The integrator's `toAddress`: shown, never cleared nor replaced by the person. */
  fixed: boolean;
}

/**
 * The integrator's `toAddress` when it gives one; none while the field is hidden (a remembered
 * one nobody could see is never used); else the person's typed or remembered recipient.
 */
export function recipientInUse(
  config: Pick<WidgetConfig, 'toAddress' | 'hiddenUI'>,
  typed: string,
): RecipientInUse {
  if (config.toAddress?.trim()) return { text: config.toAddress, fixed: true };
  return { text: config.hiddenUI?.includes('toAddress') ? '' : typed, fixed: false };
}
