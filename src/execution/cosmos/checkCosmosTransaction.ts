import type { NetworkType, Step, TxnCosmos } from '../../api/types';
import { isSameAddress } from '../../lib/addresses';
import { UnsafeTransactionError } from '../errors';
import { type CosmosMemo, readCosmosMemo } from './cosmosMemo';
import { type CosmosMsg, isAmountText, MSG_SEND, readCosmosPayload } from './cosmosPayload';

/** The longest an IBC transfer may stay open: after its timeout the tokens come back. */
export const MAX_IBC_TIMEOUT_MS = 60 * 60 * 1000;

export interface CosmosCheckContext {
  /** The step as `/createTx` gave it (already checked against the route). */
  step: Step;
  txn: TxnCosmos;
  /** The connected wallet: the only sender the widget signs for. */
  account: string;
  /** The chain the signer would sign for (its chain id goes into the sign doc). */
  chainId: string;
  /** Who must receive the output: the route's recipient on its last step, else the wallet. */
  recipient: string;
  /** The network of the step's destination, to compare its addresses. */
  toNetworkType: NetworkType;
  /** On the route's last step: the least it may deliver (the minimum the user agreed to). */
  minOutput?: bigint | undefined;
  /**
   * The integrator's `cosmosChains[chainId].ibcChannels`: per destination chain id, the channel
   * from `chainId` that leads there. Undefined for a chain the config names no channels of.
   */
  ibcChannels: (chainId: string) => Readonly<Record<string, string>> | undefined;
  now: number;
}

/** What the wallet will be asked to sign (with the fee and account the signer adds). */
export interface CheckedCosmosTx {
  chainId: string;
  messages: CosmosMsg[];
  memo: string;
}

/**
 * The rules a Cosmos payload passes before any wallet is asked; the first broken one throws
 * `UnsafeTransactionError` and nothing is signed:
 * - `chain`: the signer's chain is the step's;
 * - `cosmos-unreadable`, `cosmos-message`: `data` reads as messages of the allow-list (bank
 *   `MsgSend`, IBC `MsgTransfer`), see `cosmosPayload.ts`;
 * - `sender`: every message is sent by the connected wallet;
 * - `cosmos-input`: together they send exactly the step's input, one coin of its denom;
 * - `cosmos-memo`: the transaction's memo and each transfer's are of a shape the widget reads
 *   (`cosmosMemo.ts`);
 * - where the tokens go (`cosmos-receiver`, `cosmos-memo-recipient`, `cosmos-memo-output`): a
 *   memo with the service's intent pays the step's output token on its chain to `recipient`, at
 *   least `minOutput` on the last step; a forwarding memo forwards to `recipient`; without either,
 *   the send or the transfer itself goes to `recipient`;
 * - `cosmos-timeout`: a transfer times out by timestamp, in the future, within an hour;
 * - `cosmos-ibc-channel`: a transfer leaves on the channel the config names from the step's chain
 *   to its destination; one with a forward leaves on the channel to some chain whose configured
 *   channel to the destination is the forward's.
 * The fee is checked once the gas is known (`cosmosFee.ts`).
 */
export function checkCosmosTransaction(ctx: CosmosCheckContext): CheckedCosmosTx {
  const { step, txn, account } = ctx;
  if (ctx.chainId !== step.from.chainId) {
    throw new UnsafeTransactionError(
      'chain',
      `signer chain ${ctx.chainId}, step chain ${step.from.chainId}`,
    );
  }
  const { messages, memo } = readCosmosPayload(txn.data);
  for (const message of messages) {
    const sender = message.typeUrl === MSG_SEND ? message.value.fromAddress : message.value.sender;
    if (!isSameAddress('cosmos', sender, account)) {
      throw new UnsafeTransactionError('sender', `message from ${sender}, wallet ${account}`);
    }
  }
  checkInput(messages, step);
  const txMemo = readCosmosMemo(memo);
  for (const message of messages) {
    if (message.typeUrl === MSG_SEND) {
      checkDestination(ctx, txMemo, message.value.toAddress, 'send');
    } else {
      const packetMemo = readCosmosMemo(message.value.memo);
      checkDestination(ctx, packetMemo, message.value.receiver, 'transfer');
      // The transaction's own memo is read by no middleware on a transfer, but it must agree.
      if (txMemo.kind !== 'none') checkDestination(ctx, txMemo, message.value.receiver, 'transfer');
      checkTimeout(message.value.timeoutTimestamp, ctx.now);
      checkChannel(ctx, message.value.sourceChannel, packetMemo);
    }
  }
  return { chainId: ctx.chainId, messages, memo };
}

function checkInput(messages: readonly CosmosMsg[], step: Step): void {
  const coins = messages.flatMap((m) =>
    m.typeUrl === MSG_SEND ? m.value.amount : [m.value.token],
  );
  let total = 0n;
  for (const coin of coins) {
    if (coin.denom !== step.from.address || !isAmountText(coin.amount)) {
      throw new UnsafeTransactionError(
        'cosmos-input',
        `sends ${coin.amount.slice(0, 80)} ${coin.denom.slice(0, 80)}, the step spends ${step.from.address}`,
      );
    }
    total += BigInt(coin.amount);
  }
  if (total !== step.inputAmount) {
    throw new UnsafeTransactionError(
      'cosmos-input',
      `sends ${total} ${step.from.address}, the step spends ${step.inputAmount}`,
    );
  }
}

function checkDestination(
  ctx: CosmosCheckContext,
  memo: CosmosMemo,
  to: string,
  what: 'send' | 'transfer',
): void {
  const { step, recipient, toNetworkType } = ctx;
  const sameRecipient = (address: string) => isSameAddress(toNetworkType, address, recipient);
  if (memo.kind === 'none') {
    if (!sameRecipient(to)) {
      throw new UnsafeTransactionError(
        'cosmos-receiver',
        `${what} to ${to} without instructions, recipient ${recipient}`,
      );
    }
    return;
  }
  if (memo.kind === 'forward') {
    if (what === 'send' || !sameRecipient(memo.receiver)) {
      throw new UnsafeTransactionError(
        'cosmos-memo-recipient',
        `${what} forwards to ${memo.receiver}, recipient ${recipient}`,
      );
    }
    return;
  }
  if (!sameRecipient(memo.recipient)) {
    throw new UnsafeTransactionError(
      'cosmos-memo-recipient',
      `memo pays ${memo.recipient}, recipient ${recipient}`,
    );
  }
  if (
    memo.toChainId !== step.to.chainId ||
    !isSameAddress(toNetworkType, memo.toToken, step.to.address)
  ) {
    throw new UnsafeTransactionError(
      'cosmos-memo-output',
      `memo asks for ${memo.toToken} on ${memo.toChainId}, the step gives ${step.to.address} on ${step.to.chainId}`,
    );
  }
  if (ctx.minOutput !== undefined && memo.minOut < ctx.minOutput) {
    throw new UnsafeTransactionError(
      'cosmos-memo-output',
      `memo settles for ${memo.minOut}, at least ${ctx.minOutput} agreed`,
    );
  }
}

/** IBC timestamps are nanoseconds; 0 means none (a height-only timeout cannot be read in time). */
function checkTimeout(timeoutNs: bigint, now: number): void {
  const nowNs = BigInt(now) * 1_000_000n;
  const latest = BigInt(now + MAX_IBC_TIMEOUT_MS) * 1_000_000n;
  if (timeoutNs <= nowNs || timeoutNs > latest) {
    throw new UnsafeTransactionError(
      'cosmos-timeout',
      `timeout ${timeoutNs} ns, now ${nowNs} ns, at most ${latest} ns`,
    );
  }
}

/**
 * A channel is a path to one chain: a packet sent on another than the destination's lands
 * elsewhere (and what arrives there is whatever that chain's middleware makes of the memo).
 */
function checkChannel(ctx: CosmosCheckContext, sourceChannel: string, memo: CosmosMemo): void {
  const from = ctx.step.from.chainId;
  const to = ctx.step.to.chainId;
  const channelTo = (chainId: string, destination: string) => {
    const channels = ctx.ibcChannels(chainId);
    return channels && Object.hasOwn(channels, destination) ? channels[destination] : undefined;
  };
  if (memo.kind !== 'forward') {
    const expected = channelTo(from, to);
    if (sourceChannel === expected) return;
    throw new UnsafeTransactionError(
      'cosmos-ibc-channel',
      `transfer on ${sourceChannel.slice(0, 80)}; ${from} names ${expected ?? 'no channel'} to ${to}`,
    );
  }
  const hops = Object.entries(ctx.ibcChannels(from) ?? {});
  const hop = hops.find(([, channel]) => channel === sourceChannel)?.[0];
  const onward = hop === undefined ? undefined : channelTo(hop, to);
  if (onward === undefined || memo.channel !== onward) {
    throw new UnsafeTransactionError(
      'cosmos-ibc-channel',
      `transfer on ${sourceChannel.slice(0, 80)} to ${hop ?? 'no named chain'}, forwarded on ${memo.channel.slice(0, 80)}; ${hop ?? 'it'} names ${onward ?? 'no channel'} to ${to}`,
    );
  }
}
