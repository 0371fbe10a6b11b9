import * as v from 'valibot';

/**
 * An answer that carries nothing: null or absent. Built from valibot functions the hosted page's
 * first load has (valibot is one module shared with it), not `nullish(null())`, which only this
 * page would use.
 */
export const nothingSchema = v.pipe(
  v.unknown(),
  v.check((value) => value == null, 'Expected null'),
);
