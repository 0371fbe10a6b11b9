import * as v from 'valibot';
import { cleanDisplayText } from '../../lib/displayText';

/** Shared wire primitives. Messages say what was expected; the parser adds the path. */

export const networkTypeSchema = v.picklist(['evm', 'sol', 'cosmos', 'tron']);
export const stepTypeSchema = v.picklist(['approval', 'swap', 'bridge', 'sign', 'claim']);
/** `partial-success` is outside the spec but sent by the live service (real-service-notes). */
export const txnStatusSchema = v.picklist([
  'not-started',
  'in-progress',
  'success',
  'partial-success',
  'failed',
  'cancelled',
]);
export const feeSourceSchema = v.picklist([
  'FROM_SOURCE_WALLET',
  'FROM_OUTPUT_AMOUNT',
  'FROM_INPUT_AMOUNT',
]);

/** An amount in the smallest unit: a non-negative integer written in decimal digits. */
export const integerAmountSchema = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'Expected an integer amount in the smallest unit'),
);

/** An amount that may be smallest units (`"1500"`) or a display decimal (`"1.5"`). */
export const unitsOrDisplaySchema = v.pipe(
  v.string(),
  v.regex(/^\d+(\.\d+)?$/, 'Expected a non-negative decimal amount'),
);

/** A USD value: the service sends it as a number or as a decimal string. */
export const usdValueSchema = v.union(
  [
    v.pipe(v.number(), v.finite()),
    v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/, 'Expected a decimal number')),
  ],
  'Expected a number or a decimal string',
);

/** A gas figure or wei amount sent as a number or as an integer string. */
export const integerLikeSchema = v.union(
  [
    v.pipe(v.number(), v.integer(), v.minValue(0)),
    v.pipe(v.string(), v.regex(/^\d+$/, 'Expected an integer')),
  ],
  'Expected an integer (number or string)',
);

export const finiteNumberSchema = v.pipe(v.number(), v.finite());

/**
 * Text shown to people (symbols, names, provider names, tags): printable characters only and at
 * most `max` of them (see `lib/displayText.ts`). Cut, not refused: one long name must not make a
 * whole response unreadable, nor the page wider than the screen.
 */
export const displayTextSchema = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((text) => cleanDisplayText(text, max)),
  );
