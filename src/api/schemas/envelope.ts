import * as v from 'valibot';

/** Error envelope (shape from docs/architecture.md); success envelopes are unwrapped by hand. */
export const errorEnvelopeSchema = v.object({
  status: v.literal('error'),
  error: v.optional(
    v.union([
      v.object({ code: v.optional(v.string()), message: v.optional(v.string()) }),
      v.string(),
    ]),
  ),
  message: v.optional(v.string()),
});
