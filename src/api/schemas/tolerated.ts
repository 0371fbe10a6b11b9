import * as v from 'valibot';

/**
 * Marks a field nobody relies on: absent, null or malformed, it reads as `fallback` (default:
 * absent) instead of failing the whole response. A file of its own: the `/quotes` step schema
 * uses it, and importing it from `payloadPrimitives.ts` would keep that file's schemas (what is
 * signed, for later answers) in the first load, as a bundler cannot tell a schema's
 * construction is free of side effects.
 */
export function tolerated<const S extends v.GenericSchema, F>(schema: S, fallback: F) {
  return v.fallback(
    v.pipe(
      v.optional(v.nullable(schema), fallback),
      v.transform((value): v.InferOutput<S> | F => value ?? fallback),
    ),
    fallback,
  );
}
