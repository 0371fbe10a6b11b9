import type { NetworkType, QuoteRequest } from '../api/types';
import type { WidgetSettings } from '../config/widgetSettings';
import { isSameAddress } from '../lib/addresses';
import type { AddressCheck } from '../lib/addressFormats';
import { parseAmountInput } from '../lib/amounts';
import { awaitsAddressChecks, composeQuoteRequest, quoteRequestKey } from './buildQuoteRequest';
import { deepLinkDisplayAmount } from './deepLinkAmount';

const NETWORK_TYPES: readonly NetworkType[] = ['evm', 'sol', 'tron', 'cosmos'];

/**
 * The network type a token address belongs to, read from its format (EVM hex, Solana base58 of
 * 32 bytes, Tron base58check, Cosmos bech32); undefined when no format or more than one fits
 * (a Cosmos denom such as `uatom` is not an address), or the checks (`isValidAddress`, loaded on
 * demand) are not there yet.
 */
export function networkTypeOfTokenAddress(
  address: string | undefined,
  isValidAddress: AddressCheck | undefined,
): NetworkType | undefined {
  if (!address || !isValidAddress) return undefined;
  const fits = NETWORK_TYPES.filter((t) => isValidAddress(t, address));
  return fits.length === 1 ? fits[0] : undefined;
}

export interface DeepLinkQuoteInput {
  from: { chainId?: string; tokenAddress?: string };
  to: { chainId?: string; tokenAddress?: string };
  amountText: string;
  settings: WidgetSettings;
  /** Wallet connected for the destination's network type, if any. */
  destinationAddress?: string;
  /** As `QuoteRequestInput.integratorFeeBps`. */
  integratorFeeBps?: number | undefined;
  /** As `QuoteRequestInput.isValidAddress`: the token addresses' network types need them too. */
  isValidAddress: AddressCheck | undefined;
}

/**
 * The `/quotes` request for a choice known only by chain ids, token addresses and the amount text
 * (a deep link while `/chains` and `/tokens` load), for the placeholder wallet: undefined when a
 * token is missing, both are the same, a network type cannot be told from an address, or the
 * amount is not a positive plain decimal. The routes that come back carry the full assets.
 * Never used with a source wallet connected: its balance must be checked first, which needs the
 * token's decimals.
 */
export function buildDeepLinkQuoteRequest(input: DeepLinkQuoteInput): QuoteRequest | undefined {
  const { from, to } = input;
  if (!from.chainId || !from.tokenAddress || !to.chainId || !to.tokenAddress) return undefined;
  const fromNetworkType = networkTypeOfTokenAddress(from.tokenAddress, input.isValidAddress);
  const toNetworkType = networkTypeOfTokenAddress(to.tokenAddress, input.isValidAddress);
  if (!fromNetworkType || !toNetworkType || awaitsAddressChecks(input)) return undefined;
  if (
    from.chainId === to.chainId &&
    isSameAddress(fromNetworkType, from.tokenAddress, to.tokenAddress)
  ) {
    return undefined;
  }
  const inputAmountDisplay = deepLinkDisplayAmount(input.amountText);
  if (inputAmountDisplay === undefined) return undefined;
  return composeQuoteRequest({
    fromChainId: from.chainId,
    fromAssetAddress: from.tokenAddress,
    toChainId: to.chainId,
    toAssetAddress: to.tokenAddress,
    amount: { inputAmountDisplay },
    fromNetworkType,
    toNetworkType,
    settings: input.settings,
    destinationAddress: input.destinationAddress,
    integratorFeeBps: input.integratorFeeBps,
    isValidAddress: input.isValidAddress,
  });
}

/** What `isSameAsDeepLinkRequest` needs to know of the resolved choice. */
export interface ResolvedChoice {
  fromDecimals: number;
  fromNetworkType: NetworkType;
  toNetworkType: NetworkType;
}

/**
 * True when `deepLink` asks for exactly what `full` (built from the resolved tokens) asks for:
 * same amount once the token's decimals are known, same tokens, same everything else. Then the
 * deep link's request (and the routes it already brought) stands, instead of a second request.
 */
export function isSameAsDeepLinkRequest(
  deepLink: QuoteRequest | undefined,
  full: QuoteRequest | undefined,
  choice: ResolvedChoice,
): boolean {
  if (!deepLink || !full) return false;
  if (!('inputAmountDisplay' in deepLink.amount) || !('inputAmount' in full.amount)) return false;
  const parsed = parseAmountInput(deepLink.amount.inputAmountDisplay, choice.fromDecimals);
  if (!parsed.ok || parsed.value !== full.amount.inputAmount) return false;
  const sameFrom = isSameAddress(
    choice.fromNetworkType,
    deepLink.fromAssetAddress,
    full.fromAssetAddress,
  );
  const sameTo = isSameAddress(choice.toNetworkType, deepLink.toAssetAddress, full.toAssetAddress);
  if (!sameFrom || !sameTo) return false;
  const aligned: QuoteRequest = {
    ...deepLink,
    amount: full.amount,
    fromAssetAddress: full.fromAssetAddress,
    toAssetAddress: full.toAssetAddress,
  };
  return quoteRequestKey(aligned) === quoteRequestKey(full);
}
