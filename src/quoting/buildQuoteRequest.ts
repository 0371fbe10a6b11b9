import type { Asset, NetworkType, QuoteRequest } from '../api/types';
import type { WidgetSettings } from '../config/widgetSettings';
import { isPlaceholderAddress, isZeroAddress, placeholderAddress } from '../lib/addresses';
import type { AddressCheck } from '../lib/addressFormats';
import { parseAmountInput } from '../lib/amounts';
import { NETWORK_FACTS } from '../lib/networkFacts';

export interface QuoteRequestInput {
  fromAsset: Asset;
  toAsset: Asset;
  fromNetworkType: NetworkType;
  toNetworkType: NetworkType;
  amountText: string;
  settings: WidgetSettings;
  /** Wallet connected for the source network type, if any. */
  sourceAddress?: string;
  /** Wallet connected for the destination network type, if any. */
  destinationAddress?: string;
  /**
   * The integrator's fee (`WidgetConfig.integratorFeeBps`, checked), sent as `feeBps`; none when
   * absent or 0.
   */
  integratorFeeBps?: number | undefined;
  /**
   * The address format checks (`loadAddressFormats`), undefined until they have loaded: a typed
   * recipient is neither used nor passed over before it is checked, so the request waits.
   */
  isValidAddress: AddressCheck | undefined;
}

/**
 * The `/quotes` request for the user's current choice, or undefined when the amount is not a
 * positive valid amount, or a typed recipient waits for the address checks.
 *
 * Placeholder rule (documented in docs): until a wallet of the source network type is connected,
 * `userWalletAddress` is `placeholderAddress(networkType)` (a burn address no one holds a key for),
 * so routes can be shown before connecting. The recipient is the user's typed one (when valid for
 * the destination network), else the wallet connected for the destination network type when that
 * differs from the source's, else omitted (the service then pays to `userWalletAddress`). Across
 * network types with neither, the destination type's placeholder is the recipient, for a real
 * sender too: the service refuses a cross-network quote without one, and the routes show before
 * a recipient is given. Routes quoted for a placeholder are never executable (see
 * `isQuotedForPlaceholder`): Review waits for a real recipient, whose own quote it then takes. A
 * typed placeholder is never taken as the recipient.
 */
export function buildQuoteRequest(input: QuoteRequestInput): QuoteRequest | undefined {
  const { fromAsset, toAsset } = input;
  const parsed = parseAmountInput(input.amountText, fromAsset.decimals);
  if (!parsed.ok || parsed.value <= 0n || awaitsAddressChecks(input)) return undefined;
  return composeQuoteRequest({
    ...input,
    fromChainId: fromAsset.chainId,
    fromAssetAddress: fromAsset.address,
    toChainId: toAsset.chainId,
    toAssetAddress: toAsset.address,
    amount: { inputAmount: parsed.value },
  });
}

/** Everything a quote request is made of, the tokens named by chain id and address only. */
export interface QuoteRequestParts
  extends Omit<QuoteRequestInput, 'fromAsset' | 'toAsset' | 'amountText'> {
  fromChainId: string;
  fromAssetAddress: string;
  toChainId: string;
  toAssetAddress: string;
  amount: QuoteRequest['amount'];
}

/**
 * The request from its parts, with the rules of `buildQuoteRequest` (placeholder wallet, recipient,
 * options for the networks involved, lite mode, provider filters). The amount is taken as given.
 */
export function composeQuoteRequest(parts: QuoteRequestParts): QuoteRequest {
  const { fromNetworkType, toNetworkType, settings } = parts;
  const req: QuoteRequest = {
    fromChainId: parts.fromChainId,
    fromAssetAddress: parts.fromAssetAddress,
    toChainId: parts.toChainId,
    toAssetAddress: parts.toAssetAddress,
    amount: parts.amount,
    userWalletAddress: parts.sourceAddress ?? placeholderAddress(fromNetworkType),
    slippageBps: settings.slippageBps,
  };

  const recipient =
    chooseRecipient(parts) ??
    (fromNetworkType !== toNetworkType ? placeholderAddress(toNetworkType) : undefined);
  if (recipient) req.recipient = recipient;

  const involves = (t: NetworkType) => fromNetworkType === t || toNetworkType === t;
  if (involves('evm') && settings.evmPriorityFee !== undefined) {
    req.evmOptions = { evmPriorityFee: settings.evmPriorityFee };
  }
  if (involves('sol')) {
    const solanaOptions: NonNullable<QuoteRequest['solanaOptions']> = {};
    if (settings.solanaPriorityFee !== undefined) {
      solanaOptions.solanaPriorityFee = settings.solanaPriorityFee;
    }
    if (settings.solanaBundleTip !== undefined)
      solanaOptions.solanaBundleTip = settings.solanaBundleTip;
    if (Object.keys(solanaOptions).length > 0) req.solanaOptions = solanaOptions;
  }
  // Lite mode exists only within Solana; elsewhere the setting is ignored.
  if (
    settings.lite &&
    fromNetworkType === toNetworkType &&
    NETWORK_FACTS[fromNetworkType].liteMode
  ) {
    req.lite = true;
  }
  if (settings.includeProviders.length > 0) req.include = [...settings.includeProviders];
  if (settings.excludeProviders.length > 0) req.exclude = [...settings.excludeProviders];
  if (parts.integratorFeeBps) req.feeBps = parts.integratorFeeBps;
  return req;
}

/** True when a recipient is typed and the address checks that decide on it have not loaded. */
export function awaitsAddressChecks(
  input: Pick<QuoteRequestInput, 'settings' | 'isValidAddress'>,
): boolean {
  const typed = input.settings.recipient.trim();
  return typed !== '' && !isPlaceholderAddress(typed) && !input.isValidAddress;
}

function chooseRecipient(input: QuoteRequestParts): string | undefined {
  const typed = input.settings.recipient.trim();
  // A stored zero address (storage is untrusted) is never a recipient, even for a quote.
  const usable = typed && !isPlaceholderAddress(typed) && !isZeroAddress(typed);
  if (usable && input.isValidAddress?.(input.toNetworkType, typed)) return typed;
  const dest = input.destinationAddress;
  if (input.toNetworkType !== input.fromNetworkType && dest && !isPlaceholderAddress(dest))
    return dest;
  return undefined;
}

/**
 * A stable text key for a request (bigints included, object keys sorted), for debouncing and
 * comparisons.
 */
export function quoteRequestKey(req: QuoteRequest | undefined): string {
  return req === undefined
    ? ''
    : JSON.stringify(req, (_k, v: unknown) => {
        if (typeof v === 'bigint') return `${v}n`;
        if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
          const record = v as Record<string, unknown>;
          return Object.fromEntries(
            Object.keys(record)
              .sort()
              .map((k) => [k, record[k]]),
          );
        }
        return v;
      });
}
