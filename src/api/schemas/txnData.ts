import * as v from 'valibot';
import { integerLikeSchema, networkTypeSchema, txnStatusSchema, txnTypeSchema } from './common';

const hexSchema = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/, 'Expected 0x-prefixed hex'));
const evmAddressSchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 20-byte 0x address'),
);

/** `txnEvm` of an on-chain step (spec 2.8); `gasLimit` and `chainId` may be numbers or strings. */
export const txnEvmSchema = v.object({
  from: v.optional(v.nullable(evmAddressSchema)),
  to: evmAddressSchema,
  value: v.optional(v.nullable(integerLikeSchema)),
  data: v.optional(v.nullable(hexSchema)),
  gasPrice: v.optional(v.nullable(integerLikeSchema)),
  gasLimit: v.optional(v.nullable(integerLikeSchema)),
  chainId: v.optional(v.nullable(integerLikeSchema)),
});

/** `txnEvm` of a `sign-typed` step: an EIP-712 payload. */
export const typedDataSchema = v.object({
  domain: v.record(v.string(), v.unknown()),
  types: v.record(v.string(), v.array(v.object({ name: v.string(), type: v.string() }))),
  message: v.record(v.string(), v.unknown()),
  primaryType: v.pipe(v.string(), v.minLength(1, 'Expected a primary type')),
});

/** `txnEvm` of a `sign-untyped` step: a personal_sign message. */
export const untypedMessageSchema = v.object({ message: v.string() });

export const txnSolSchema = v.object({ data: v.pipe(v.string(), v.minLength(1)) });

export const txnTronSchema = v.object({
  raw_data: v.optional(v.unknown()),
  raw_data_dex: v.optional(v.string()),
  txID: v.string(),
  visible: v.boolean(),
});

export const txnCosmosSchema = v.object({
  data: v.string(),
  value: v.string(),
  gasLimit: v.string(),
  gasPrice: v.string(),
  maxFeePerGas: v.string(),
});

/**
 * TxnData (spec 2.8) with the live-service extras (`txnType`, `gasless`). `txnEvm` is checked
 * by the parser against the schema its `txnType` calls for.
 */
export const txnDataSchema = v.object({
  id: v.optional(v.string()),
  requestId: v.optional(v.string()),
  routeId: v.optional(v.string()),
  stepId: v.optional(v.string()),
  networkType: v.optional(networkTypeSchema),
  deadline: v.optional(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0)))),
  isCompleted: v.optional(v.boolean(), false),
  status: v.optional(txnStatusSchema),
  createdAt: v.optional(v.nullable(v.number())),
  fetchedAt: v.optional(v.nullable(v.number())),
  skipTxn: v.optional(v.nullable(v.boolean())),
  txnType: v.optional(v.nullable(txnTypeSchema)),
  gasless: v.optional(v.nullable(v.boolean())),
  txnEvm: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  txnSol: v.optional(v.nullable(txnSolSchema)),
  txnTron: v.optional(v.nullable(txnTronSchema)),
  txnCosmos: v.optional(v.nullable(txnCosmosSchema)),
});

/** `/nextTx` data (spec 4.3). The live example omits the top-level ids; the parser falls back. */
export const nextTxResponseSchema = v.object({
  routeId: v.optional(v.string()),
  stepId: v.optional(v.string()),
  skipTxn: v.optional(v.nullable(v.boolean())),
  txnData: v.optional(v.nullable(v.unknown())),
});
