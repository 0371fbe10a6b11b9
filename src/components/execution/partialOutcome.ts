import type { Asset, Chain } from '../../api/types';
import type { Execution } from '../../execution/model';
import { executionMessages } from '../../i18n/en/execution';
import { ENGLISH, type I18n } from '../../i18n/i18n';
import { isSameAddress, shortenAddress } from '../../lib/addresses';
import { type ChainNetworkTypes, networkTypeOf } from '../../lib/networkType';
import { toInputString } from '../../lib/toInputString';
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

interface PartialSwap {
  /** "Swap USDC to ETH". */
  label: string;
  from: Required<TokenSelection>;
  to: Required<TokenSelection>;
  /** What arrived, exactly, as the amount field takes it ("29.95"). */
  amountText: string;
}

/**
 * `chains` (`/chains`, when loaded) names a chain, else the token's own chain name does, else its
 * id; and gives the network type of an asset that names none. Undefined for an execution that did
 * not end in a partial success.
 */
export function partialOutcome(
  execution: Execution,
  chains: readonly Pick<Chain, 'chainId' | 'name' | 'networkType'>[] = [],
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
    chain:
      chains.find((c) => c.chainId === token.chainId)?.name || token.blockchain || token.chainId,
    wanted: wanted.symbol,
  };
  if (isSomeoneElse(execution, chains)) {
    const recipient = shortenAddress(execution.recipient);
    // Only the holder can swap it on.
    return {
      title,
      text: t(executionMessages, 'partialRecipientReceived', { ...words, recipient }),
    };
  }
  const text = t(executionMessages, 'partialYouReceived', words);
  // Only what is not already the token wanted is worth swapping on.
  if (sameToken(token, wanted, chains)) return { title, text };
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

function sameToken(a: Asset, b: Asset, chains: ChainNetworkTypes): boolean {
  return a.chainId === b.chainId && isSameAddress(networkTypeOf(a, chains), a.address, b.address);
}

/**
 * The tokens went to an address of the payer's own network type that is not the payer's wallet:
 * a recipient the user typed, whose wallet the widget cannot swap from. (Across network types the
 * recipient is the user's wallet of the other type, or one they typed: the form then asks for
 * that wallet, as for any swap from that chain.)
 */
function isSomeoneElse(execution: Execution, chains: ChainNetworkTypes): boolean {
  const { route, recipient } = execution;
  const payer = route.userWalletAddress;
  const network = networkTypeOf(route.from, chains);
  if (!payer || network !== networkTypeOf(route.to, chains)) return false;
  return !isSameAddress(network, recipient, payer);
}
