import * as v from 'valibot';

/** ProviderDetails (spec 2.5). */
export const providerDetailsSchema = v.object({
  name: v.string(),
  logoUrl: v.string(),
  id: v.optional(v.string()),
  websiteUrl: v.optional(v.string()),
});

export type WireProviderDetails = v.InferOutput<typeof providerDetailsSchema>;
