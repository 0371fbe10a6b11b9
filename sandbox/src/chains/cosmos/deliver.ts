/**
 * Executes a transaction's messages on a state branch, with their events: bank sends, IBC
 * transfers (the token escrowed on the channel, a packet for the relayer) and the pool's swap.
 * Throws the failing message's error, wrapped with its index as the SDK does.
 */

import { escrowAddress } from './accounts';
import type { GasMeter } from './ante';
import { sendCoins } from './bank';
import type { DecodedTx } from './decodeTx';
import { coinsText, event, type TxEvent, transferEvents, withMsgIndex } from './events';
import { MSG_SEND, MSG_TRANSFER } from './messages';
import { GAS } from './params';
import { type PricedDenom, runPoolSwap, type SwapOutcome } from './pool';
import { skimSwapper } from './poolSkim';
import { CosmosTxError, inMessage, sdkError } from './sdkErrors';
import type { LedgerState } from './state';
import { validateMsg } from './validate';

/** An ICS-20 packet sent by a `MsgTransfer`, for the relayer. */
export interface IbcPacket {
  sequence: bigint;
  sourceChannel: string;
  sender: string;
  receiver: string;
  denom: string;
  amount: bigint;
  memo: string;
  /** Unix ns; 0: none. */
  timeoutTimestamp: bigint;
}

export interface DeliverContext {
  chainId: string;
  prefix: string;
  /** Unix ms of the block. */
  blockTime: number;
  gas: GasMeter;
  pool: { address: string; denoms: PricedDenom[] };
  /** Channels this chain has (`channel-0`: the sandbox's bridge to the EVM chains). */
  channels: readonly string[];
  nextPacketSequence: () => bigint;
  /** Fault `cosmosPoolSkim`: the pool also takes another denom from the swapper (`poolSkim.ts`). */
  poolSkims: boolean;
  nativeDenom: string;
}

export interface Delivered {
  events: TxEvent[];
  swap: SwapOutcome | undefined;
  packets: IbcPacket[];
}

export function deliverMsgs(state: LedgerState, tx: DecodedTx, ctx: DeliverContext): Delivered {
  const events: TxEvent[] = [];
  const packets: IbcPacket[] = [];
  tx.msgs.forEach((msg, index) => {
    const emitted: TxEvent[] = [];
    try {
      validateMsg(msg, ctx.prefix);
      if (msg.typeUrl === MSG_SEND) {
        ctx.gas.consume(GAS.msgSend, 'bank send');
        const { fromAddress, toAddress, amount } = msg.value;
        sendCoins(state, fromAddress, toAddress, amount);
        emitted.push(
          event('message', {
            action: MSG_SEND,
            sender: fromAddress,
            module: 'bank',
            msg_index: `${index}`,
          }),
          ...transferEvents(fromAddress, toAddress, amount),
        );
      } else if (msg.typeUrl === MSG_TRANSFER) {
        ctx.gas.consume(GAS.msgTransfer, 'ibc transfer');
        packets.push(sendPacket(state, msg.value, ctx, emitted, index));
      }
    } catch (error) {
      if (error instanceof CosmosTxError) throw inMessage(index, error);
      throw error;
    }
    events.push(...withMsgIndex(emitted, index));
  });
  const swap = runPoolSwap(state, tx.msgs, tx.body.memo, {
    ...ctx.pool,
    chainId: ctx.chainId,
    prefix: ctx.prefix,
  });
  if (swap) {
    ctx.gas.consume(GAS.poolSwap, 'pool swap');
    const coins = [{ denom: swap.denom, amount: swap.amount.toString() }];
    events.push(
      event('swap', {
        pool: ctx.pool.address,
        recipient: swap.recipient,
        tokens_out: coinsText(coins),
      }),
      ...transferEvents(ctx.pool.address, swap.recipient, coins),
    );
    if (ctx.poolSkims) {
      events.push(
        ...skimSwapper(state, tx.msgs, swap, { ...ctx.pool, nativeDenom: ctx.nativeDenom }),
      );
    }
  }
  return { events, swap, packets };
}

function sendPacket(
  state: LedgerState,
  m: {
    sourceChannel: string;
    sender: string;
    receiver: string;
    token: { denom: string; amount: string };
    memo: string;
    timeoutTimestamp: bigint;
    timeoutHeight: { revisionHeight: bigint };
  },
  ctx: DeliverContext,
  events: TxEvent[],
  index: number,
): IbcPacket {
  if (!ctx.channels.includes(m.sourceChannel)) {
    throw sdkError(
      'invalidRequest',
      `port-id: transfer, channel-id: ${m.sourceChannel}: channel not found`,
    );
  }
  const noHeight = (m.timeoutHeight?.revisionHeight ?? 0n) === 0n;
  if (m.timeoutTimestamp === 0n && noHeight) {
    throw sdkError(
      'invalidRequest',
      'packet timeout height and packet timeout timestamp cannot both be 0',
    );
  }
  const nowNs = BigInt(ctx.blockTime) * 1_000_000n;
  if (m.timeoutTimestamp !== 0n && m.timeoutTimestamp <= nowNs) {
    throw sdkError(
      'invalidRequest',
      `packet timeout timestamp ${m.timeoutTimestamp} has already passed (block time ${nowNs}): packet timeout`,
    );
  }
  const escrow = escrowAddress('transfer', m.sourceChannel, ctx.prefix);
  const coins = [m.token];
  sendCoins(state, m.sender, escrow, coins);
  const sequence = ctx.nextPacketSequence();
  const data = JSON.stringify({
    amount: m.token.amount,
    denom: m.token.denom,
    memo: m.memo,
    receiver: m.receiver,
    sender: m.sender,
  });
  events.push(
    event('message', {
      action: MSG_TRANSFER,
      sender: m.sender,
      module: 'transfer',
      msg_index: `${index}`,
    }),
    ...transferEvents(m.sender, escrow, coins),
    event('send_packet', {
      packet_data: data,
      packet_timeout_timestamp: m.timeoutTimestamp.toString(),
      packet_sequence: sequence.toString(),
      packet_src_port: 'transfer',
      packet_src_channel: m.sourceChannel,
    }),
    event('ibc_transfer', {
      sender: m.sender,
      receiver: m.receiver,
      amount: m.token.amount,
      denom: m.token.denom,
      memo: m.memo,
    }),
  );
  return {
    sequence,
    sourceChannel: m.sourceChannel,
    sender: m.sender,
    receiver: m.receiver,
    denom: m.token.denom,
    amount: BigInt(m.token.amount),
    memo: m.memo,
    timeoutTimestamp: m.timeoutTimestamp,
  };
}
