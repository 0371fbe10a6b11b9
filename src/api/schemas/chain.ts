import * as v from 'valibot';
import { TEXT_LIMITS } from '../../lib/displayText';
import { displayTextSchema, networkTypeSchema } from './common';

const chainExplorerSchema = v.object({
  token: v.string(),
  txn: v.string(),
  address: v.optional(v.string()),
});

/**
 * Chain (spec 2.3). `rpcUrls` is required by the spec but absent from the live service's own
 * example, so it defaults to an empty list rather than rejecting every chain.
 */
export const chainSchema = v.object({
  chainId: v.pipe(v.string(), v.minLength(1, 'Expected a chain id')),
  symbol: displayTextSchema(TEXT_LIMITS.symbol),
  name: displayTextSchema(TEXT_LIMITS.name),
  networkType: networkTypeSchema,
  image: v.string(),
  isPopular: v.optional(v.boolean(), false),
  isEnabled: v.boolean(),
  explorer: chainExplorerSchema,
  rpcUrls: v.optional(v.array(v.string()), () => []),
  tokenCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const chainsSchema = v.array(chainSchema);

export type AcceptedChain = v.InferOutput<typeof chainSchema>;
