import type { TypedDataPayload } from '../api/types';

/**
 * Test data only: a gasless order as the sandbox's `tide` provider hands it out in `/nextTx`
 * (`sign-typed`, sandbox/src/payloads/order.ts): its domain on Sandbox Ethereum and its settlement
 * contract, the flat `Order` type, amounts as decimal text.
 */
export const SANDBOX_SETTLEMENT = '0xf7Cd8fa9b94DB2Aa972023b379c7f72c65E4De9D';

export const ORDER_DOMAIN = {
  name: 'Sandbox Settlement',
  version: '1',
  chainId: 31337,
  verifyingContract: SANDBOX_SETTLEMENT,
};

const ORDER_FIELDS = [
  { name: 'maker', type: 'address' },
  { name: 'inputToken', type: 'address' },
  { name: 'inputAmount', type: 'uint256' },
  { name: 'outputToken', type: 'address' },
  { name: 'minOutputAmount', type: 'uint256' },
  { name: 'recipient', type: 'address' },
  { name: 'deadline', type: 'uint256' },
  { name: 'nonce', type: 'uint256' },
];

/** The typed data of an order with `message`; `rest` replaces any other part. */
export function typedOrder(
  message: Record<string, unknown>,
  rest: Partial<TypedDataPayload> = {},
): TypedDataPayload {
  return {
    domain: { ...ORDER_DOMAIN },
    types: { Order: ORDER_FIELDS.map((f) => ({ ...f })) },
    primaryType: 'Order',
    message,
    ...rest,
  };
}
