import * as v from 'valibot';
import { TEXT_LIMITS } from '../../lib/displayText';
import { displayTextSchema, finiteNumberSchema, networkTypeSchema } from './common';

/** Asset (spec 2.2), plus `isEnabled`/`isFlagged` from real-service-notes. */
export const assetSchema = v.object({
  networkType: v.optional(networkTypeSchema),
  chainId: v.pipe(v.string(), v.minLength(1, 'Expected a chain id')),
  address: v.pipe(v.string(), v.minLength(1, 'Expected an address')),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
  symbol: displayTextSchema(TEXT_LIMITS.symbol),
  name: v.optional(displayTextSchema(TEXT_LIMITS.name)),
  isNative: v.optional(v.boolean(), false),
  isPopular: v.optional(v.boolean(), false),
  isEnabled: v.optional(v.boolean(), true),
  isFlagged: v.optional(v.boolean(), false),
  image: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  blockchain: displayTextSchema(TEXT_LIMITS.name),
  lastPrice: finiteNumberSchema,
  marketCap: v.optional(v.nullable(finiteNumberSchema)),
  priceId: v.optional(v.nullable(v.string())),
});

export type AcceptedAsset = v.InferOutput<typeof assetSchema>;
