import * as v from 'valibot';
import { assetSchema } from './asset';
import { TEXT_LIMITS } from '../../lib/displayText';
import {
  displayTextSchema,
  finiteNumberSchema,
  integerAmountSchema,
  stepTypeSchema,
  txnStatusSchema,
} from './common';
import { feeSchema } from './fee';

/** Step (spec 2.6). */
export const stepSchema = v.object({
  stepId: v.pipe(v.string(), v.minLength(1, 'Expected a step id')),
  stepType: stepTypeSchema,
  protocolsUsed: v.array(displayTextSchema(TEXT_LIMITS.provider)),
  provider: v.optional(displayTextSchema(TEXT_LIMITS.provider)),
  from: assetSchema,
  to: assetSchema,
  txnHash: v.optional(v.nullable(v.string())),
  status: v.optional(txnStatusSchema),
  inputAmount: integerAmountSchema,
  outputAmount: integerAmountSchema,
  fee: v.array(feeSchema),
  estimatedTimeInSeconds: v.optional(v.nullable(finiteNumberSchema)),
});

export type WireStep = v.InferOutput<typeof stepSchema>;
