import * as v from 'valibot';
import { TEXT_LIMITS } from '../../lib/displayText';
import { displayTextSchema } from './common';

/** ProviderDetails (spec 2.5). */
export const providerDetailsSchema = v.object({
  name: displayTextSchema(TEXT_LIMITS.provider),
  logoUrl: v.pipe(v.string(), v.maxLength(2048)),
  id: v.optional(v.string()),
  websiteUrl: v.optional(v.string()),
});
