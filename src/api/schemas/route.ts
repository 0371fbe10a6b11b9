import * as v from 'valibot';
import { TEXT_LIMITS } from '../../lib/displayText';
import { assetSchema } from './asset';
import {
  displayTextSchema,
  finiteNumberSchema,
  integerAmountSchema,
  unitsOrDisplaySchema,
} from './common';
import { feeSchema } from './fee';
import { providerDetailsSchema } from './providerDetails';
import { stepSchema } from './step';

const scoreNumber = v.optional(finiteNumberSchema, 0);

/** Route score; `slipparageScore` is the wire spelling, `slippageScore` is accepted too. */
export const routeScoreSchema = v.object({
  outputScore: scoreNumber,
  speedScore: scoreNumber,
  feeScore: scoreNumber,
  slipparageScore: v.optional(finiteNumberSchema),
  slippageScore: v.optional(finiteNumberSchema),
  stepScore: scoreNumber,
  outputDiffPercent: scoreNumber,
});

/** Route, a.k.a. quote (spec 2.7). */
export const routeSchema = v.object({
  requestId: v.optional(v.string()),
  routeId: v.pipe(v.string(), v.minLength(1, 'Expected a route id')),
  from: assetSchema,
  to: assetSchema,
  steps: v.array(stepSchema),
  fee: v.array(feeSchema),
  provider: displayTextSchema(TEXT_LIMITS.provider),
  providerDetails: providerDetailsSchema,
  protocolsUsed: v.array(displayTextSchema(TEXT_LIMITS.provider)),
  inputAmount: integerAmountSchema,
  inputAmountDisplay: v.string(),
  outputAmount: integerAmountSchema,
  outputAmountDisplay: v.string(),
  /** Smallest units per the spec, a display decimal in the live examples: both accepted. */
  minOutputAmount: unitsOrDisplaySchema,
  minOutputAmountDisplay: v.optional(v.string()),
  slippage: finiteNumberSchema,
  userWalletAddress: v.optional(v.string()),
  recipient: v.optional(v.string()),
  createdAt: finiteNumberSchema,
  /** TTL seconds, Unix seconds or Unix ms (told apart by magnitude in the parser). */
  deadline: v.pipe(v.number(), v.finite(), v.minValue(0)),
  estimatedTimeInSeconds: finiteNumberSchema,
  score: v.optional(v.nullable(routeScoreSchema)),
  tags: v.optional(v.nullable(v.array(displayTextSchema(TEXT_LIMITS.tag)))),
});

export const quotesResponseSchema = v.object({ quotes: v.array(routeSchema) });

export type AcceptedRoute = v.InferOutput<typeof routeSchema>;
