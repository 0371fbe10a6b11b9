import { describe, expect, it } from 'vitest';
import type { Asset, Step, TypedDataPayload } from '../../api/types';
import { SANDBOX_SETTLEMENT, typedOrder } from '../../test/orderFixtures';
import { UnsafeTransactionError } from '../errors';
import {
  checkTypedOrder,
  MAX_ORDER_LIFETIME_SECONDS,
  type TypedOrderContext,
} from './checkTypedOrder';

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const FRIEND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const EVIL = '0xbad0bAd0BAd0BaD0bAD0BAD0bAd0BAD0BAD0bAd0';
const ROUTER = '0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba';
const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';
const WETH = '0xb19b36b1456E65E3A6D514D3F715f204BD59f431';
const USDT = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468';
const NOW = 1_800_000_000_000;
const IN_20_MIN = String(NOW / 1000 + 1200);

const asset = (address: string, symbol: string): Asset => ({
  chainId: '31337',
  address,
  decimals: symbol === 'USDC' ? 6 : 18,
  symbol,
  isNative: false,
  isPopular: false,
  isEnabled: true,
  isFlagged: false,
  blockchain: 'Sandbox Ethereum',
  lastPrice: 1,
});
const swap: Step = {
  stepId: 's1',
  stepType: 'swap',
  protocolsUsed: ['Tide Orders'],
  from: asset(USDC, 'USDC'),
  to: asset(WETH, 'WETH'),
  inputAmount: 250_000_000n,
  outputAmount: 80_000_000_000_000_000n,
  fees: [],
};

/** The sandbox's order for `swap`, as `/nextTx` hands it out (amounts as decimal text). */
function order(
  message: Record<string, unknown> = {},
  rest: Partial<TypedDataPayload> = {},
): TypedDataPayload {
  const base = {
    maker: USER,
    inputToken: USDC,
    inputAmount: '250000000',
    outputToken: WETH,
    minOutputAmount: '79600000000000000',
    recipient: USER,
    deadline: IN_20_MIN,
    nonce: '7',
  };
  return typedOrder({ ...base, ...message }, rest);
}

const context = (typedData: TypedDataPayload, extra: Partial<TypedOrderContext> = {}) => ({
  step: swap,
  typedData,
  account: USER,
  recipient: USER,
  minOutput: 79_600_000_000_000_000n,
  knownContract: SANDBOX_SETTLEMENT,
  now: NOW,
  ...extra,
});

function ruleBroken(ctx: TypedOrderContext): string | undefined {
  try {
    checkTypedOrder(ctx);
    return undefined;
  } catch (error) {
    if (error instanceof UnsafeTransactionError) return error.rule;
    throw error;
  }
}

describe('checkTypedOrder', () => {
  it('passes the order the route calls for, and hands the wallet exactly that, numbers as bigints', () => {
    const checked = checkTypedOrder(context(order()));
    expect(checked).toMatchObject({
      chainId: 31337,
      verifyingContract: SANDBOX_SETTLEMENT,
      inputAmount: 250_000_000n,
      minOutputAmount: 79_600_000_000_000_000n,
      deadline: BigInt(IN_20_MIN),
    });
    expect(checked.typedData.message).toEqual({
      ...order().message,
      inputAmount: 250_000_000n,
      minOutputAmount: 79_600_000_000_000_000n,
      deadline: BigInt(IN_20_MIN),
      nonce: 7n,
    });
    expect(checked.typedData.types).toEqual(order().types);
  });

  it('takes what it can check the same either way: a stated EIP712Domain, a chain id as text, a higher minimum, no contract known yet', () => {
    const eip712Domain = [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ];
    const stated = order({}, { types: { ...order().types, EIP712Domain: eip712Domain } });
    expect(checkTypedOrder(context(stated)).typedData.types).toEqual(order().types);
    const textChain = order({}, { domain: { ...order().domain, chainId: '31337' } });
    expect(checkTypedOrder(context(textChain)).chainId).toBe(31337);
    expect(ruleBroken(context(order({ minOutputAmount: '90000000000000000' })))).toBeUndefined();
    expect(ruleBroken(context(order(), { knownContract: undefined }))).toBeUndefined();
    expect(
      ruleBroken(context(order({ recipient: FRIEND }), { recipient: FRIEND })),
    ).toBeUndefined();
  });

  const broken: Array<[string, TypedOrderContext, string]> = [
    ['another primary type', context(order({}, { primaryType: 'PermitSingle' })), 'order-type'],
    [
      'a field more in the type',
      context(
        order(
          {},
          { types: { Order: [...(order().types.Order ?? []), { name: 'fee', type: 'uint256' }] } },
        ),
      ),
      'order-type',
    ],
    [
      'a nested struct',
      context(order({}, { types: { ...order().types, Fee: [{ name: 'x', type: 'uint256' }] } })),
      'order-type',
    ],
    [
      'an EIP712Domain that does not describe the domain',
      context(
        order(
          {},
          { types: { ...order().types, EIP712Domain: [{ name: 'name', type: 'string' }] } },
        ),
      ),
      'order-type',
    ],
    [
      'a salt in the domain',
      context(order({}, { domain: { ...order().domain, salt: '0x01' } })),
      'order-type',
    ],
    ['an amount that is not a uint256', context(order({ inputAmount: '-1' })), 'order-type'],
    ['an amount in floating point', context(order({ inputAmount: 2.5e8 + 0.5 })), 'order-type'],
    ['a recipient that is not an address', context(order({ recipient: 'me' })), 'order-type'],
    ['a field missing', context(order({ nonce: undefined })), 'order-type'],
    ['a field not in the type', context(order({ referrer: EVIL })), 'order-type'],
    [
      'another chain',
      context(order({}, { domain: { ...order().domain, chainId: 31338 } })),
      'order-chain',
    ],
    [
      'no chain at all (a signature valid on any)',
      context(order({}, { domain: { name: 'x', verifyingContract: SANDBOX_SETTLEMENT } })),
      'order-chain',
    ],
    [
      'another verifying contract',
      context(order({}, { domain: { ...order().domain, verifyingContract: ROUTER } })),
      'order-contract',
    ],
    ['another maker', context(order({ maker: EVIL })), 'order-maker'],
    ['another input token', context(order({ inputToken: USDT })), 'order-input'],
    ['more input', context(order({ inputAmount: '250000001' })), 'order-input'],
    ['less input', context(order({ inputAmount: '1' })), 'order-input'],
    ['another output token', context(order({ outputToken: USDT })), 'order-output'],
    ['a lower minimum', context(order({ minOutputAmount: '79599999999999999' })), 'order-output'],
    [
      'a minimum within the route but below the one the user agreed to',
      context(order({ minOutputAmount: '1' }), { minOutput: 1n, agreedMinOutput: 79_600n }),
      'order-minimum',
    ],
    ['another recipient', context(order({ recipient: EVIL })), 'order-recipient'],
    ['an expired order', context(order({ deadline: String(NOW / 1000) })), 'order-deadline'],
    [
      'an order valid for more than a day',
      context(order({ deadline: String(NOW / 1000 + MAX_ORDER_LIFETIME_SECONDS + 1) })),
      'order-deadline',
    ],
  ];
  it.each(broken)('refuses %s', (_name, ctx, rule) => {
    expect(ruleBroken(ctx)).toBe(rule);
  });

  it('says which rule in words, and what came in details', () => {
    let error: unknown;
    try {
      checkTypedOrder(context(order({ recipient: EVIL })));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnsafeTransactionError);
    const unsafe = error as UnsafeTransactionError;
    expect(unsafe.shortMessage).toMatchInlineSnapshot(
      `"The order would pay another address than this route's recipient. Nothing was signed."`,
    );
    expect(unsafe.details).toBe(`order pays ${EVIL}, recipient ${USER}`);
  });
});
