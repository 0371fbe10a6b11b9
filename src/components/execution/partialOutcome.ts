import type { Asset, NetworkType } from '../../api/types';
import { type Execution, guessNetworkType } from '../../execution/model';
import { executionMessages } from '../../i18n/en/execution';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import { isSameAddress, shortenAddress } from '../../lib/addresses';
import { toInputString } from '../../lib/amounts';
import type { TokenSelection } from '../../state/widgetStore';

/**
 * The end of a swap the service reports as `partial-success` (live-service-notes): the user holds
 * another token than the one asked for, typically the bridged token after a failed destination
 * swap. Said exactly: which token, how much, on which chain, instead of what; and the one way on
 * that needs nothing else from the user: a quote from what arrived to what was wanted.
 */
export interface PartialOutcome {
  /** "Swap partly complete". */
  title: string;
  /** "You received 29.95 USDC on Sandbox Base instead of ETH." */
  text: string;
  /** The form set up to swap what arrived to what was wanted; absent when there is no such swap. */
  swap?: PartialSwap;
}

export interface PartialSwap {
  /** "Swap USDC to ETH". */
  label: string;
  from: Required<TokenSelection>;
  to: Required<TokenSelection>;
  /** What arrived, exactly, as the amount field takes it ("29.95"). */
  amountText: string;
}

/**
 * `chainName` gives a chain's name from `/chains`; without it the token's own chain name, else
 * its id. Undefined for an execution that did not end in a partial success.
 */
export function partialOutcome(
  execution: Execution,
  chainName: (chainId: string) => string | undefined = () => undefined,
  i18n: I18n = ENGLISH,
): PartialOutcome | undefined {
  if (execution.status !== 'partial') return undefined;
  const { t, fmt } = i18n;
  const title = t(executionMessages, 'swapPartlyComplete');
  const wanted = execution.route.to;
  const { received } = execution;
  const token = received?.token;
  if (!received || !token) {
    return { title, text: t(executionMessages, 'partialUnknownToken', { wanted: wanted.symbol }) };
  }
  const words = {
    amount: fmt.amount(received.amount, received.decimals),
    symbol: token.symbol,
    chain: chainName(token.chainId) || token.blockchain || token.chainId,
    wanted: wanted.symbol,
  };
  if (isSomeoneElse(execution)) {
    const recipient = shortenAddress(execution.recipient);
    // Only the holder can swap it on.
    return {
      title,
      text: t(executionMessages, 'partialRecipientReceived', { ...words, recipient }),
    };
  }
  const text = t(executionMessages, 'partialYouReceived', words);
  // Only what is not already the token wanted is worth swapping on.
  if (sameToken(token, wanted)) return { title, text };
  return {
    title,
    text,
    swap: {
      label: t(executionMessages, 'swapArrived', { from: token.symbol, to: wanted.symbol }),
      from: { chainId: token.chainId, tokenAddress: token.address },
      to: { chainId: wanted.chainId, tokenAddress: wanted.address },
      amountText: toInputString(received.amount, received.decimals),
    },
  };
}

const networkOf = (asset: Asset): NetworkType =>
  asset.networkType ?? guessNetworkType(asset.chainId);

function sameToken(a: Asset, b: Asset): boolean {
  return a.chainId === b.chainId && isSameAddress(networkOf(a), a.address, b.address);
}

/**
 * The tokens went to an address of the payer's own network type that is not the payer's wallet:
 * a recipient the user typed, whose wallet the widget cannot swap from. (Across network types the
 * recipient is the user's wallet of the other type, or one they typed: the form then asks for
 * that wallet, as for any swap from that chain.)
 */
function isSomeoneElse(execution: Execution): boolean {
  const { route, recipient } = execution;
  const payer = route.userWalletAddress;
  const network = networkOf(route.from);
  if (!payer || network !== networkOf(route.to)) return false;
  return !isSameAddress(network, recipient, payer);
}
