import * as v from 'valibot';
import { assetSchema } from './asset';

/**
 * `/tokens` data comes in three shapes (real-service-notes): keyed by chain id (the live
 * service), a plain array, or `{ tokens: [...] }`.
 */
export const tokensArraySchema = v.array(assetSchema);
export const tokensWrappedSchema = v.object({ tokens: tokensArraySchema });
export const tokensByChainSchema = v.record(v.string(), tokensArraySchema);
