import { describe, expect, it } from 'vitest';
import { ATOM, POOL, SWAP, USDC, USER } from '../../test/cosmosFixtures';
import { route as makeRoute } from '../../test/routeFixtures';
import { EffectRefusedError } from '../effects/effectErrors';
import { checkCosmosEffects } from './cosmosEffectPolicy';
import { type CosmosEvent, cosmosAccountEffects } from './cosmosEffects';

/** Crafted `/simulate` events, in the SDK's shape (v0.50: bank sends also emit `message`). */
const ev = (type: string, attributes: Record<string, string>): CosmosEvent => ({
  type,
  attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })),
});
const FEE_COLLECTOR = 'cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta';
const ESCROW = 'cosmos1a53udazy8ayufvy0s434pfwjcedzqv34kvz9tw';
const THIEF = 'cosmos1thief0000000000000000000000000000000000';

const send = (from: string, to: string, amount: string, index?: string) => {
  const msg: Record<string, string> = index === undefined ? {} : { msg_index: index };
  return [
    ev('coin_spent', { spender: from, amount, ...msg }),
    ev('coin_received', { receiver: to, amount, ...msg }),
    ev('transfer', { recipient: to, sender: from, amount, ...msg }),
    ev('message', { sender: from, ...msg }),
  ];
};

/** What the SDK answers for gaiaswap's swap: the fee, the signer's bookkeeping, the send, the payout. */
const swapEvents: CosmosEvent[] = [
  ...send(USER, FEE_COLLECTOR, '2275uatom'),
  ev('tx', { fee: '2275uatom', fee_payer: USER }),
  ev('tx', { acc_seq: `${USER}/4` }),
  ev('tx', { signature: '' }),
  ev('message', {
    action: '/cosmos.bank.v1beta1.MsgSend',
    sender: USER,
    module: 'bank',
    msg_index: '0',
  }),
  ...send(USER, POOL, '2000000uatom', '0'),
  ev('swap', { pool: POOL, recipient: USER, tokens_out: '19800000ibc/USDC' }),
  ...send(POOL, USER, '19800000ibc/USDC'),
];

describe('cosmosAccountEffects', () => {
  it("reads a swap's fee, input and payout, and none of the bookkeeping naming the signer", () => {
    expect(cosmosAccountEffects(swapEvents, USER, 'uatom')).toEqual([
      { kind: 'send', asset: 'uatom', amount: 2275n },
      { kind: 'send', asset: 'uatom', amount: 2_000_000n },
      { kind: 'receive', asset: 'ibc/USDC', amount: 19_800_000n },
    ]);
  });

  it('reads an IBC transfer (escrow, packet) as the input leaving', () => {
    const packet = JSON.stringify({ amount: '5', denom: 'uatom', receiver: '0xabc', sender: USER });
    const events = [
      ev('message', { action: '/ibc.applications.transfer.v1.MsgTransfer', sender: USER }),
      ...send(USER, ESCROW, '5uatom', '0'),
      ev('send_packet', { packet_data: packet, packet_src_channel: 'channel-0' }),
      ev('ibc_transfer', {
        sender: USER,
        receiver: '0xabc',
        amount: '5',
        denom: 'uatom',
        // The packet's instructions, read by the shape checks: they may name the account too.
        memo: JSON.stringify({
          forward: { receiver: USER, port: 'transfer', channel: 'channel-9' },
        }),
      }),
    ];
    expect(cosmosAccountEffects(events, USER, 'uatom')).toEqual([
      { kind: 'send', asset: 'uatom', amount: 5n },
    ]);
  });

  it('reads every coin of a multi-coin spend, and a spend by another account not at all', () => {
    const events = [...send(USER, THIEF, '7uatom,1000000ibc/USDC'), ...send(POOL, THIEF, '9uatom')];
    expect(cosmosAccountEffects(events, USER, 'uatom')).toEqual([
      { kind: 'send', asset: 'uatom', amount: 7n },
      { kind: 'send', asset: 'ibc/USDC', amount: 1_000_000n },
    ]);
  });

  it('reads a fee allowance the account grants as a grant of all its fee denom', () => {
    const events = [ev('set_feegrant', { granter: USER, grantee: THIEF })];
    expect(cosmosAccountEffects(events, USER, 'uatom')).toEqual([
      { kind: 'grant', asset: 'uatom', spender: THIEF, amount: 'all' },
    ]);
  });

  it('reads an authz grant (typed event, JSON values) as another change to the account', () => {
    const events = [
      ev('cosmos.authz.v1beta1.EventGrant', {
        msg_type_url: '"/cosmos.bank.v1beta1.MsgSend"',
        granter: `"${USER}"`,
        grantee: `"${THIEF}"`,
      }),
    ];
    expect(cosmosAccountEffects(events, USER, 'uatom')).toEqual([
      { kind: 'other', what: `authz grant of /cosmos.bank.v1beta1.MsgSend to ${THIEF}` },
    ]);
  });

  it('reads any other event naming the account, or a bookkeeping event with another key, as other', () => {
    const events = [
      ev('delegate', { validator: 'cosmosvaloper1x', delegator: USER, amount: '1uatom' }),
      ev('message', { sender: USER, withdraw_address: USER }),
      ev('coin_spent', { spender: USER, amount: 'lots' }),
    ];
    expect(cosmosAccountEffects(events, USER, 'uatom').map((e) => e.kind)).toEqual([
      'other',
      'other',
      'other',
    ]);
  });

  it('reads transfers when a chain emits no coin_spent or coin_received', () => {
    const events = [
      ev('transfer', { recipient: POOL, sender: USER, amount: '3uatom' }),
      ev('transfer', { recipient: USER, sender: POOL, amount: '4ibc/USDC' }),
    ];
    expect(cosmosAccountEffects(events, USER, 'uatom')).toEqual([
      { kind: 'send', asset: 'uatom', amount: 3n },
      { kind: 'receive', asset: 'ibc/USDC', amount: 4n },
    ]);
  });
});

describe('checkCosmosEffects', () => {
  const route = makeRoute({ routeId: 'r1', from: ATOM, to: USDC, steps: [SWAP] });
  const fee = { denom: 'uatom', amount: 2275n };

  it('passes the swap: its input and the stated fee leave, the output arrives', () => {
    const effects = cosmosAccountEffects(swapEvents, USER, 'uatom');
    expect(() => checkCosmosEffects(effects, { step: SWAP, route, fee })).not.toThrow();
  });

  it('refuses an extra coin_spent of another denom, net of what arrives, naming it in words', () => {
    const events = [...swapEvents, ...send(USER, THIEF, '1000000000ibc/USDC', '1')];
    const effects = cosmosAccountEffects(events, USER, 'uatom');
    const refused = () => checkCosmosEffects(effects, { step: SWAP, route, fee });
    expect(refused).toThrow(EffectRefusedError);
    expect(refused).toThrow(
      'This transaction would also send 980.2 USDC from your wallet. Nothing was signed.',
    );
  });

  it('refuses a fee deducted above the one the transaction states', () => {
    const effects = cosmosAccountEffects(swapEvents, USER, 'uatom');
    const refused = () =>
      checkCosmosEffects(effects, { step: SWAP, route, fee: { ...fee, amount: 2274n } });
    expect(refused).toThrow(
      'This transaction would take 2.002275 ATOM from your wallet, more than the 2.002274 ATOM this step spends. Nothing was signed.',
    );
  });

  it('refuses a fee allowance granted to anyone', () => {
    const events = [...swapEvents, ev('set_feegrant', { granter: USER, grantee: THIEF })];
    const effects = cosmosAccountEffects(events, USER, 'uatom');
    expect(() => checkCosmosEffects(effects, { step: SWAP, route, fee })).toThrow(
      'This transaction would also let cosm…0000 move all your ATOM. Nothing was signed.',
    );
  });
});
