import * as v from 'valibot';
import { networkTypeSchema, txnStatusSchema } from './common';
import {
  calldataSchema,
  evmAddressSchema,
  exactIntegerSchema,
  idSchema,
  textFigureSchema,
  tronTxIdSchema,
} from './payloadPrimitives';
import { tolerated } from './tolerated';

// Here, not in `common.ts`: only the answers a swap reads after its quotes carry transactions.
const txnTypeSchema = v.picklist(['on-chain', 'sign-typed', 'sign-untyped']);

/**
 * # Strict where signing needs it, tolerant elsewhere
 *
 * The rule for every payload and status schema (`txnData.ts`, `status.ts`, `createTx.ts`,
 * `quickSwap.ts`, `step.ts`) and their parsers in `src/api/parse/`:
 *
 * - **Required, and checked to the character**: what the widget signs, sends or shows as the
 *   result. A bad value there fails the whole response with `InvalidResponseError` naming its path
 *   (`txnData.txnEvm.to`), because signing a guess is worse than not signing.
 *   - the ids the answer is about (`routeId`, `stepId`; non-empty strings, and the copies inside
 *     `txnData` must agree with the top-level ones);
 *   - what decides what to sign: `skipTxn`, `txnType`, `networkType` (or one unambiguous payload
 *     to infer it from);
 *   - the payload of that network: EVM `to` (20-byte address), `data` when present (hex of whole
 *     bytes), `value` and `chainId` when present (exact integers); the EIP-712 `domain`, `types`,
 *     `message`, `primaryType` (which `types` must define) of a `sign-typed` step; the message of a
 *     `sign-untyped` step; Solana `data`; Tron `txID` (64 hex digits, the signed hash); Cosmos
 *     `data` (the messages);
 *   - `/status`: `status` (polling and the result screen read it) and its ids;
 *   - `/createTx` steps: id, type, assets and amounts (the approval amount is checked before it is
 *     signed).
 * - **Tolerated**: what nobody reads, or reads only as a hint. Absent, null or malformed, it is
 *   left out or takes a stated default (`tolerated()` in `./payloadPrimitives.ts`); it never fails a
 *   response. Examples: EVM `gasPrice`/`gasLimit` (the wallet estimates without them) and `from`
 *   (kept as text: the signer compares it with the wallet); Tron `visible` (default false),
 *   `raw_data`, `raw_data_dex`, `raw_data_hex` (the engine checks them before signing); Cosmos
 *   `value`/`gasLimit`/`gasPrice`/`maxFeePerGas` (the documented
 *   examples omit them); `txnData.id`/`requestId`/`status`/`isCompleted`/`createdAt`/`fetchedAt`/
 *   `deadline`/`gasless`; the payloads of the other network types (not even validated); on
 *   `/status` the hashes, the links (kept only when http(s)), `points`, the output details and
 *   `warnings` of any shape; on steps `protocolsUsed`, `provider`, `status`, `txnHash`, the time
 *   estimate and fees that do not parse.
 * - **Unknown fields** are dropped, never an error.
 *
 * Reference: docs/routing-api.md §2.8, §4.2-4.4 and §4.8; how the live service differs:
 * docs/live-service-notes.md.
 */

const positiveChainIdSchema = v.pipe(
  exactIntegerSchema,
  v.check((id) => {
    const n = Number(id);
    return Number.isSafeInteger(n) && n > 0;
  }, 'Expected a positive chain id'),
);

/** `txnEvm` of an on-chain step (docs/routing-api.md §2.8). */
export const txnEvmSchema = v.object({
  to: evmAddressSchema,
  data: v.optional(v.nullable(calldataSchema)),
  value: v.optional(v.nullable(exactIntegerSchema)),
  chainId: v.optional(v.nullable(positiveChainIdSchema)),
  from: tolerated(v.string(), undefined),
  gasPrice: tolerated(exactIntegerSchema, undefined),
  gasLimit: tolerated(exactIntegerSchema, undefined),
});

/**
 * `txnEvm` of a `sign-typed` step: an EIP-712 payload. Its `primaryType` must be defined in its
 * `types`: the parser checks that (`parseTxnData.ts`), naming `primaryType` as `v.forward` would;
 * valibot is one module shared with the first load, which has no other use for `forward`.
 */
export const typedDataSchema = v.object({
  domain: v.record(v.string(), v.unknown()),
  types: v.record(v.string(), v.array(v.object({ name: v.string(), type: v.string() }))),
  message: v.record(v.string(), v.unknown()),
  primaryType: v.pipe(v.string(), v.minLength(1, 'Expected a primary type')),
});

/** `txnEvm` of a `sign-untyped` step: a personal_sign message. */
export const untypedMessageSchema = v.object({ message: v.string() });

/** Base64 of a serialized transaction, or (lite mode) JSON text of instructions (§2.9). */
export const txnSolSchema = v.object({
  data: v.pipe(v.string(), v.minLength(1, 'Expected the transaction data')),
});

export const txnTronSchema = v.object({
  txID: tronTxIdSchema,
  visible: tolerated(v.boolean(), false),
  raw_data: v.optional(v.unknown()),
  raw_data_dex: tolerated(v.string(), undefined),
  raw_data_hex: tolerated(v.string(), undefined),
});

export const txnCosmosSchema = v.object({
  data: v.pipe(v.string(), v.minLength(1, 'Expected the messages to sign')),
  value: tolerated(textFigureSchema, undefined),
  gasLimit: tolerated(textFigureSchema, undefined),
  gasPrice: tolerated(textFigureSchema, undefined),
  maxFeePerGas: tolerated(textFigureSchema, undefined),
});

const timestampSchema = v.pipe(v.number(), v.finite(), v.minValue(0));

/**
 * TxnData (docs/routing-api.md §2.8) with the live-service extras (`txnType`, `gasless`). The four
 * payloads are left raw here: the parser validates only the one `networkType` calls for, against
 * the schema its `txnType` calls for.
 */
const txnDataHeadEntries = {
  routeId: v.optional(v.nullable(idSchema)),
  stepId: v.optional(v.nullable(idSchema)),
  skipTxn: v.optional(v.nullable(v.boolean())),
};

export const txnDataSchema = v.object({
  ...txnDataHeadEntries,
  networkType: v.optional(v.nullable(networkTypeSchema)),
  txnType: v.optional(v.nullable(txnTypeSchema)),
  txnEvm: v.optional(v.nullable(v.unknown())),
  txnSol: v.optional(v.nullable(v.unknown())),
  txnTron: v.optional(v.nullable(v.unknown())),
  txnCosmos: v.optional(v.nullable(v.unknown())),
  id: tolerated(v.string(), undefined),
  requestId: tolerated(v.string(), undefined),
  deadline: tolerated(timestampSchema, undefined),
  isCompleted: tolerated(v.boolean(), false),
  status: tolerated(txnStatusSchema, undefined),
  createdAt: tolerated(timestampSchema, undefined),
  fetchedAt: tolerated(timestampSchema, undefined),
  gasless: tolerated(v.boolean(), false),
});

/**
 * The part of a `txnData` that `/nextTx` reads before deciding whether there is anything to sign.
 * Its entries, not `v.pick`: valibot is one module, so a function only a lazy chunk calls still
 * sits in the first load (the same for `variant`, `strictTuple`, `nullish`, `rawTransform`, `parse`).
 */
export const txnDataHeadSchema = v.object(txnDataHeadEntries);

/**
 * `/nextTx` data (docs/routing-api.md §4.3). The live example omits the top-level ids; the parser
 * falls back to the ones inside `txnData`.
 */
export const nextTxResponseSchema = v.object({
  routeId: v.optional(v.nullable(idSchema)),
  stepId: v.optional(v.nullable(idSchema)),
  skipTxn: v.optional(v.nullable(v.boolean())),
  txnData: v.optional(v.nullable(v.unknown())),
});
