import { describe, expect, it } from 'vitest';
import {
  BRIDGE_STEP,
  CHAIN,
  EVIL,
  EVM_FRIEND,
  FRIEND,
  intent,
  NOW,
  POOL,
  SWAP,
  swapData,
  transferData,
  USER,
} from '../../test/cosmosFixtures';
import { UnsafeTransactionError } from '../errors';
import {
  type CosmosCheckContext,
  checkCosmosTransaction,
  MAX_IBC_TIMEOUT_MS,
} from './checkCosmosTransaction';
import { checkCosmosFee, cosmosFeeCap, feeAmount, gasPriceToPay, gasWithMargin } from './cosmosFee';

/**
 * The integrator's `ibcChannels`: the sandbox ledger's `channel-0` leads to the EVM chain (its
 * bridge), `channel-1` to a hub whose `channel-9` leads there too.
 */
const HUB = 'hub-2';
const IBC_CHANNELS: Record<string, Record<string, string>> = {
  [CHAIN]: { '31337': 'channel-0', [HUB]: 'channel-1' },
  [HUB]: { '31337': 'channel-9' },
};

function swapContext(data: string, extra: Partial<CosmosCheckContext> = {}): CosmosCheckContext {
  return {
    ibcChannels: (chainId) => IBC_CHANNELS[chainId],
    step: SWAP,
    txn: { data, gasLimit: '325000', gasPrice: '0.025' },
    account: USER,
    chainId: CHAIN,
    recipient: USER,
    toNetworkType: 'cosmos',
    minOutput: 19_700_000n,
    now: NOW,
    ...extra,
  };
}

const bridgeContext = (data: string, extra: Partial<CosmosCheckContext> = {}) =>
  swapContext(data, {
    step: BRIDGE_STEP,
    recipient: EVM_FRIEND,
    toNetworkType: 'evm',
    ...extra,
  });

function ruleBroken(ctx: CosmosCheckContext): string | undefined {
  try {
    checkCosmosTransaction(ctx);
    return undefined;
  } catch (error) {
    if (error instanceof UnsafeTransactionError) return error.rule;
    throw error;
  }
}

describe('checkCosmosTransaction', () => {
  it("passes the sandbox's swap and bridge, decoded as they will be signed", () => {
    const swap = checkCosmosTransaction(swapContext(swapData()));
    expect(swap.chainId).toBe(CHAIN);
    expect(swap.messages[0]).toEqual({
      typeUrl: '/cosmos.bank.v1beta1.MsgSend',
      value: {
        fromAddress: USER,
        toAddress: POOL,
        amount: [{ denom: 'uatom', amount: '2000000' }],
      },
    });
    const bridge = checkCosmosTransaction(bridgeContext(transferData()));
    expect(bridge.messages[0]?.typeUrl).toBe('/ibc.applications.transfer.v1.MsgTransfer');
  });

  it('refuses with words that say nothing was signed', () => {
    let caught: unknown;
    try {
      checkCosmosTransaction(swapContext(swapData({ fromAddress: EVIL })));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnsafeTransactionError);
    expect((caught as UnsafeTransactionError).shortMessage).toMatchInlineSnapshot(
      `"The transaction would be sent from another wallet than yours. Nothing was signed."`,
    );
    expect((caught as UnsafeTransactionError).details).toBe(`message from ${EVIL}, wallet ${USER}`);
  });

  it('refuses another chain than the step’s', () => {
    expect(ruleBroken(swapContext(swapData(), { chainId: 'cosmoshub-4' }))).toBe('chain');
  });

  it('refuses data it cannot read', () => {
    expect(ruleBroken(swapContext('not json'))).toBe('cosmos-unreadable');
    expect(ruleBroken(swapContext('{"msgs":[]}'))).toBe('cosmos-unreadable');
    const soon = transferData({ timeoutTimestamp: 'soon' });
    expect(ruleBroken(bridgeContext(soon))).toBe('cosmos-unreadable');
  });

  it('refuses a message type off the allow-list, and a payload of no message', () => {
    const grant = JSON.stringify({
      messages: [
        {
          typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
          value: { granter: USER, grantee: EVIL },
        },
      ],
      memo: '',
    });
    expect(ruleBroken(swapContext(grant))).toBe('cosmos-message');
    expect(ruleBroken(swapContext('{"messages":[],"memo":""}'))).toBe('cosmos-message');
  });

  it('refuses a sender that is not the connected wallet', () => {
    expect(ruleBroken(swapContext(swapData({ fromAddress: EVIL })))).toBe('sender');
    expect(ruleBroken(bridgeContext(transferData({ sender: EVIL })))).toBe('sender');
  });

  it('refuses another denom or amount than the step’s input', () => {
    const usdc = [{ denom: 'ibc/USDC', amount: '2000000' }];
    expect(ruleBroken(swapContext(swapData({ amount: usdc })))).toBe('cosmos-input');
    const more = [{ denom: 'uatom', amount: '2000001' }];
    expect(ruleBroken(swapContext(swapData({ amount: more })))).toBe('cosmos-input');
    const twice = [
      { denom: 'uatom', amount: '2000000' },
      { denom: 'uatom', amount: '1' },
    ];
    expect(ruleBroken(swapContext(swapData({ amount: twice })))).toBe('cosmos-input');
    const token = { denom: 'uatom', amount: '3000000' };
    expect(ruleBroken(bridgeContext(transferData({ token })))).toBe('cosmos-input');
  });

  it('refuses a memo of a shape it cannot read', () => {
    expect(ruleBroken(swapContext(swapData({}, 'swap it all')))).toBe('cosmos-memo');
    const hook = JSON.stringify({ wasm: { contract: EVIL, msg: {} } });
    expect(ruleBroken(swapContext(swapData({}, hook)))).toBe('cosmos-memo');
    expect(ruleBroken(swapContext(swapData({}, intent({ forward: { receiver: EVIL } }))))).toBe(
      'cosmos-memo',
    );
    const twoHops = JSON.stringify({
      forward: { receiver: FRIEND, port: 'transfer', channel: 'channel-1', next: { wasm: {} } },
    });
    expect(ruleBroken(bridgeContext(transferData({ memo: twoHops }, '')))).toBe('cosmos-memo');
  });

  it("refuses a memo that pays or forwards to another address than the route's recipient", () => {
    expect(ruleBroken(swapContext(swapData({}, intent({ recipient: EVIL }))))).toBe(
      'cosmos-memo-recipient',
    );
    const forward = (receiver: string) => ({
      sourceChannel: 'channel-1',
      memo: JSON.stringify({ forward: { receiver, port: 'transfer', channel: 'channel-9' } }),
    });
    const toFriend = { recipient: FRIEND, toNetworkType: 'cosmos' as const };
    expect(ruleBroken(bridgeContext(transferData(forward(FRIEND), ''), toFriend))).toBe(undefined);
    expect(ruleBroken(bridgeContext(transferData(forward(EVIL), ''), toFriend))).toBe(
      'cosmos-memo-recipient',
    );
    // The transaction's memo must agree too, though no middleware reads it on a transfer.
    const packet = intent({}, BRIDGE_STEP, EVM_FRIEND);
    const evilTxMemo = intent({}, BRIDGE_STEP, EVIL);
    expect(ruleBroken(bridgeContext(transferData({ memo: packet }, evilTxMemo)))).toBe(
      'cosmos-memo-recipient',
    );
  });

  it('refuses a transfer on a channel the config does not name for the destination', () => {
    expect(ruleBroken(bridgeContext(transferData({ sourceChannel: 'channel-0' })))).toBe(undefined);
    // The hub's channel: the packet would land on another chain than the step's destination.
    expect(ruleBroken(bridgeContext(transferData({ sourceChannel: 'channel-1' })))).toBe(
      'cosmos-ibc-channel',
    );
    expect(ruleBroken(bridgeContext(transferData({ sourceChannel: 'channel-7' })))).toBe(
      'cosmos-ibc-channel',
    );
    // A chain whose config names no channels: no transfer is known to reach anywhere.
    const unnamed = { ibcChannels: () => undefined };
    expect(ruleBroken(bridgeContext(transferData(), unnamed))).toBe('cosmos-ibc-channel');
  });

  it("refuses a forward whose hop's channel does not lead to the destination", () => {
    const toFriend = { recipient: FRIEND, toNetworkType: 'cosmos' as const };
    const forward = (sourceChannel: string, channel: string) => ({
      sourceChannel,
      memo: JSON.stringify({ forward: { receiver: FRIEND, port: 'transfer', channel } }),
    });
    const ok = bridgeContext(transferData(forward('channel-1', 'channel-9'), ''), toFriend);
    expect(ruleBroken(ok)).toBe(undefined);
    for (const [source, onward] of [
      ['channel-1', 'channel-3'],
      // Straight to the destination, then forwarded from there on a channel the config names not.
      ['channel-0', 'channel-9'],
      ['channel-7', 'channel-9'],
    ] as const) {
      const ctx = bridgeContext(transferData(forward(source, onward), ''), toFriend);
      expect(ruleBroken(ctx), `${source} then ${onward}`).toBe('cosmos-ibc-channel');
    }
  });

  it('refuses a memo that asks for another token or chain, or settles for less', () => {
    expect(ruleBroken(swapContext(swapData({}, intent({ toToken: 'uosmo' }))))).toBe(
      'cosmos-memo-output',
    );
    expect(ruleBroken(swapContext(swapData({}, intent({ toChainId: 'osmosis-1' }))))).toBe(
      'cosmos-memo-output',
    );
    expect(ruleBroken(swapContext(swapData({}, intent({ minOut: '0' }))))).toBe(
      'cosmos-memo-output',
    );
    // A step feeding a later one has no minimum of its own.
    expect(
      ruleBroken(swapContext(swapData({}, intent({ minOut: '0' })), { minOutput: undefined })),
    ).toBe(undefined);
  });

  it('refuses a send or a transfer without instructions to another address than the recipient', () => {
    expect(ruleBroken(swapContext(swapData({}, '')))).toBe('cosmos-receiver');
    expect(
      ruleBroken(swapContext(swapData({ toAddress: FRIEND }, ''), { recipient: FRIEND })),
    ).toBe(undefined);
    const toFriend = { recipient: FRIEND, toNetworkType: 'cosmos' as const };
    expect(ruleBroken(bridgeContext(transferData({ memo: '' }, ''), toFriend))).toBe(
      'cosmos-receiver',
    );
    expect(
      ruleBroken(bridgeContext(transferData({ memo: '', receiver: FRIEND }, ''), toFriend)),
    ).toBe(undefined);
  });

  it('refuses a transfer that has timed out, has no timestamp, or stays open past an hour', () => {
    const at = (ms: number) => ({ timeoutTimestamp: String(BigInt(ms) * 1_000_000n) });
    expect(ruleBroken(bridgeContext(transferData(at(NOW - 1))))).toBe('cosmos-timeout');
    expect(ruleBroken(bridgeContext(transferData({ timeoutTimestamp: '0' })))).toBe(
      'cosmos-timeout',
    );
    expect(ruleBroken(bridgeContext(transferData(at(NOW + MAX_IBC_TIMEOUT_MS + 1))))).toBe(
      'cosmos-timeout',
    );
    expect(ruleBroken(bridgeContext(transferData(at(NOW + MAX_IBC_TIMEOUT_MS))))).toBe(undefined);
  });
});

describe('the Cosmos fee', () => {
  it('is the gas with a margin times the price, rounded up', () => {
    expect(gasWithMargin(70_001n)).toBe(91_002n);
    expect(feeAmount(91_002n, '0.025')).toBe(2_276n);
    expect(feeAmount(91_002n, '1e3')).toBe(undefined);
  });

  it("is priced at the payload's gas price only when it asks more than the config's", () => {
    expect(gasPriceToPay('0.025', '25')).toBe('25');
    expect(gasPriceToPay('0.025', '0.0251')).toBe('0.0251');
    expect(gasPriceToPay('0.025', '0.01')).toBe('0.025');
    expect(gasPriceToPay('0.025', '1e3')).toBe('0.025');
    expect(gasPriceToPay('0.025', undefined)).toBe('0.025');
  });

  it('is refused above twice the quoted network fee, or in another denom', () => {
    const cap = cosmosFeeCap(SWAP, 'uatom');
    expect(cap).toBe(12_500n);
    const fee = (amount: string, denom = 'uatom') => ({
      amount: [{ denom, amount }],
      gas: 500_000n,
    });
    const ruleOf = (f: ReturnType<typeof fee>) => {
      try {
        checkCosmosFee(f, { feeDenom: 'uatom', cap });
        return undefined;
      } catch (error) {
        return (error as UnsafeTransactionError).rule;
      }
    };
    expect(ruleOf(fee('12500'))).toBe(undefined);
    expect(ruleOf(fee('12501'))).toBe('cosmos-fee');
    expect(ruleOf(fee('100', 'ibc/USDC'))).toBe('cosmos-fee');
    expect(ruleOf({ amount: [], gas: 1n })).toBe('cosmos-fee');
    // A step quoted without a network fee in the fee denom has no room for one.
    expect(cosmosFeeCap({ ...SWAP, fees: [] }, 'uatom')).toBe(0n);
  });
});
