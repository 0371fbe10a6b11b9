import type { NetworkType } from '../api/types';
import { isPlaceholderAddress, isValidAddress } from '../lib/addresses';

export interface RecipientContext {
  /** Network type of the source chain (the wallet that signs is of this type). */
  fromNetworkType?: NetworkType;
  toNetworkType?: NetworkType;
}

export interface RecipientCheck {
  /** A recipient must be given: the destination is another network type than the source wallet. */
  required: boolean;
  /** What is wrong with the given (or missing) recipient; undefined when it may be used. */
  error?: string;
  /** The recipient to send with quotes and createTx; undefined = the connected wallet. */
  recipient?: string;
}

const NETWORK_NAMES: Record<NetworkType, string> = {
  evm: 'EVM',
  sol: 'Solana',
  tron: 'Tron',
  cosmos: 'Cosmos',
};

/**
 * Pure: whether the recipient setting can be used for this pair of chains. The destination
 * network type decides the address format; a quoting placeholder is never a recipient.
 */
export function checkRecipient(recipientText: string, ctx: RecipientContext): RecipientCheck {
  const { fromNetworkType, toNetworkType } = ctx;
  const required =
    fromNetworkType !== undefined &&
    toNetworkType !== undefined &&
    fromNetworkType !== toNetworkType;
  const text = recipientText.trim();
  if (text === '') {
    return required && toNetworkType
      ? {
          required,
          error: `Enter a ${NETWORK_NAMES[toNetworkType]} address to receive the tokens.`,
        }
      : { required };
  }
  if (isPlaceholderAddress(text)) {
    return {
      required,
      error: 'That is a burn address used only for quotes; nobody can spend from it.',
    };
  }
  if (toNetworkType && !isValidAddress(toNetworkType, text)) {
    return { required, error: `Not a valid ${NETWORK_NAMES[toNetworkType]} address.` };
  }
  return { required, recipient: text };
}
