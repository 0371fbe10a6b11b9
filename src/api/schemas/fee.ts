import * as v from 'valibot';
import { assetSchema } from './asset';
import {
  feeSourceSchema,
  integerAmountSchema,
  unitsOrDisplaySchema,
  usdValueSchema,
} from './common';

/**
 * Fee, both shapes of spec 2.4 in one schema: the type definition (`amountInToken`, `source`) and
 * the shape seen in routes (`amount`, `amountInEther`). `type` is free text here (lowercase and
 * brand names occur); the parser maps it onto the closed FeeType set. Which amount field is
 * present is checked by the parser, which knows the token's decimals.
 */
export const feeSchema = v.object({
  type: v.string(),
  token: assetSchema,
  source: v.optional(feeSourceSchema),
  amount: v.optional(integerAmountSchema),
  /** Smallest units despite the name (real-service-notes). */
  amountInEther: v.optional(unitsOrDisplaySchema),
  amountInToken: v.optional(unitsOrDisplaySchema),
  amountInUSD: v.optional(v.nullable(usdValueSchema)),
});

export type AcceptedFee = v.InferOutput<typeof feeSchema>;
