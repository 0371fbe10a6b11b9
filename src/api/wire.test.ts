/**
 * The wire is written once (`wire.ts`); the sandbox answers it and the client's schemas read it.
 * These checks are types: `npm run typecheck` fails when a schema no longer accepts a shape the
 * wire defines, or when the two name different fields (a field added on one side only). The
 * fields only the client reads are listed here, each with why; a field the wire gains that the
 * schema does not read fails until someone decides.
 */
import type * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import type { assetSchema } from './schemas/asset';
import type { chainSchema } from './schemas/chain';
import type { feeSchema } from './schemas/fee';
import type { providerDetailsSchema } from './schemas/providerDetails';
import type { routeSchema, routeScoreSchema } from './schemas/route';
import type { stepSchema } from './schemas/step';
import type {
  txnCosmosSchema,
  txnDataSchema,
  txnEvmSchema,
  txnSolSchema,
  txnTronSchema,
  typedDataSchema,
} from './schemas/txnData';
import type {
  WireAsset,
  WireChain,
  WireLegacyFee,
  WireRoute,
  WireScore,
  WireStep,
  WireTxnCosmos,
  WireTxnData,
  WireTxnEvm,
  WireTxnTron,
  WireTypedData,
  WireTypedFee,
} from './wire';

type Read<S extends v.GenericSchema> = v.InferInput<S>;
type Keys<T> = Extract<keyof T, string>;

/** Where a wire shape and its schema disagree on field names; `never` on both sides when they agree. */
type KeyDrift<W, S extends v.GenericSchema, ClientOnly extends string = never> = {
  onlyOnWire: Exclude<Keys<W>, Keys<Read<S>>>;
  onlyInSchema: Exclude<Keys<Read<S>>, Keys<W> | ClientOnly>;
};
type Agree = { onlyOnWire: never; onlyInSchema: never };

describe('the wire and the client schemas', () => {
  it('name the same fields', () => {
    expectTypeOf<KeyDrift<WireAsset, typeof assetSchema>>().toEqualTypeOf<Agree>();
    // `address` is optional in /chains' explorer (the spec's example has none); the schema reads it.
    expectTypeOf<KeyDrift<WireChain, typeof chainSchema>>().toEqualTypeOf<Agree>();
    // One schema reads both fee shapes of §2.4: each shape's fields are a part of it.
    expectTypeOf<
      KeyDrift<WireTypedFee, typeof feeSchema, 'amount' | 'amountInEther'>
    >().toEqualTypeOf<Agree>();
    expectTypeOf<
      KeyDrift<WireLegacyFee, typeof feeSchema, 'source' | 'amountInToken'>
    >().toEqualTypeOf<Agree>();
    // The live service reports a step's progress on it (docs/live-service-notes.md).
    expectTypeOf<
      KeyDrift<WireStep, typeof stepSchema, 'txnHash' | 'status'>
    >().toEqualTypeOf<Agree>();
    // `slippageScore`: the corrected spelling, read in case the service fixes its typo.
    expectTypeOf<
      KeyDrift<WireScore, typeof routeScoreSchema, 'slippageScore'>
    >().toEqualTypeOf<Agree>();
    expectTypeOf<KeyDrift<WireRoute, typeof routeSchema>>().toEqualTypeOf<Agree>();
    expectTypeOf<
      KeyDrift<WireRoute['providerDetails'], typeof providerDetailsSchema>
    >().toEqualTypeOf<Agree>();
    expectTypeOf<KeyDrift<WireTxnEvm, typeof txnEvmSchema>>().toEqualTypeOf<Agree>();
    expectTypeOf<KeyDrift<WireTypedData, typeof typedDataSchema>>().toEqualTypeOf<Agree>();
    expectTypeOf<
      KeyDrift<NonNullable<WireTxnData['txnSol']>, typeof txnSolSchema>
    >().toEqualTypeOf<Agree>();
    expectTypeOf<KeyDrift<WireTxnTron, typeof txnTronSchema>>().toEqualTypeOf<Agree>();
    expectTypeOf<KeyDrift<WireTxnCosmos, typeof txnCosmosSchema>>().toEqualTypeOf<Agree>();
    // `txnType` `on-chain` and `sign-untyped` are the live service's; the sandbox sends only
    // `sign-typed`, so the wire names the field with that one value.
    expectTypeOf<KeyDrift<WireTxnData, typeof txnDataSchema>>().toEqualTypeOf<Agree>();
  });

  it('accept every shape the wire defines', () => {
    expectTypeOf<WireAsset>().toExtend<Read<typeof assetSchema>>();
    expectTypeOf<WireChain>().toExtend<Read<typeof chainSchema>>();
    expectTypeOf<WireTypedFee>().toExtend<Read<typeof feeSchema>>();
    expectTypeOf<WireLegacyFee>().toExtend<Read<typeof feeSchema>>();
    expectTypeOf<WireStep>().toExtend<Read<typeof stepSchema>>();
    expectTypeOf<WireRoute>().toExtend<Read<typeof routeSchema>>();
    expectTypeOf<WireTxnEvm>().toExtend<Read<typeof txnEvmSchema>>();
    expectTypeOf<WireTypedData>().toExtend<Read<typeof typedDataSchema>>();
    expectTypeOf<NonNullable<WireTxnData['txnSol']>>().toExtend<Read<typeof txnSolSchema>>();
    expectTypeOf<WireTxnTron>().toExtend<Read<typeof txnTronSchema>>();
    expectTypeOf<WireTxnCosmos>().toExtend<Read<typeof txnCosmosSchema>>();
    expectTypeOf<WireTxnData>().toExtend<Read<typeof txnDataSchema>>();
  });
});
