import * as v from 'valibot';
import { TEXT_LIMITS } from '../../lib/displayText';
import { assetSchema } from './asset';
import {
  displayTextSchema,
  finiteNumberSchema,
  integerAmountSchema,
  stepTypeSchema,
  txnStatusSchema,
} from './common';
import { type AcceptedFee, feeSchema } from './fee';
import { tolerated } from './tolerated';

/**
 * A step's own fees. Nobody reads them once a route is chosen (the route card sums the route's
 * `fee`), so an entry that does not parse, or carries no amount, is dropped instead of failing
 * `/createTx`; a missing or malformed list is empty.
 */
const stepFeesSchema = v.pipe(
  tolerated(v.array(v.unknown()), []),
  v.transform((list): AcceptedFee[] =>
    list.flatMap((raw) => {
      const parsed = v.safeParse(feeSchema, raw);
      if (!parsed.success) return [];
      const fee = parsed.output;
      const hasAmount =
        fee.amount !== undefined ||
        fee.amountInEther !== undefined ||
        fee.amountInToken !== undefined;
      return hasAmount ? [fee] : [];
    }),
  ),
);

/**
 * Step (docs/routing-api.md §2.6). Required: what executing and checking the step reads (id,
 * type, assets, amounts: an approval's amount is checked before it is signed). Tolerated (rule at
 * the top of `./txnData.ts`): `protocolsUsed` (default empty; the quick-swap example omits it),
 * `provider`, `txnHash`, `status`, the time estimate and the fees.
 */
export const stepSchema = v.object({
  stepId: v.pipe(v.string(), v.minLength(1, 'Expected a step id')),
  stepType: stepTypeSchema,
  protocolsUsed: tolerated(v.array(displayTextSchema(TEXT_LIMITS.provider)), []),
  provider: tolerated(displayTextSchema(TEXT_LIMITS.provider), undefined),
  from: assetSchema,
  to: assetSchema,
  txnHash: tolerated(v.string(), undefined),
  status: tolerated(txnStatusSchema, undefined),
  inputAmount: integerAmountSchema,
  outputAmount: integerAmountSchema,
  fee: stepFeesSchema,
  estimatedTimeInSeconds: tolerated(v.pipe(finiteNumberSchema, v.minValue(0)), undefined),
});

export type AcceptedStep = v.InferOutput<typeof stepSchema>;
