import { DEFAULT_DEPLOYMENT } from '../../sandbox/src/catalog/deployment';
import {
  ORDER_DOMAIN_NAME,
  ORDER_DOMAIN_VERSION,
  ORDER_TYPES,
} from '../../sandbox/src/payloads/order';
import type { TypedDataPayload } from '../api/types';

/**
 * Test data only: a gasless order as the sandbox's `tide` provider hands it out in `/nextTx`
 * (`sign-typed`, built from sandbox/src/payloads/order.ts): its domain on Sandbox Ethereum and its
 * settlement contract (the catalog's default), the flat `Order` type, amounts as decimal text.
 */
export const SANDBOX_SETTLEMENT = DEFAULT_DEPLOYMENT.evm['31337']!.settlement;

export const ORDER_DOMAIN = {
  name: ORDER_DOMAIN_NAME,
  version: ORDER_DOMAIN_VERSION,
  chainId: 31337,
  verifyingContract: SANDBOX_SETTLEMENT,
};

/** The typed data of an order with `message`; `rest` replaces any other part. */
export function typedOrder(
  message: Record<string, unknown>,
  rest: Partial<TypedDataPayload> = {},
): TypedDataPayload {
  return {
    domain: { ...ORDER_DOMAIN },
    types: { Order: ORDER_TYPES.Order.map((f) => ({ ...f })) },
    primaryType: 'Order',
    message,
    ...rest,
  };
}
