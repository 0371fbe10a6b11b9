import * as v from 'valibot';

/**
 * Wire primitives for what is signed or shown (`/nextTx`, `/status`, `/createTx`, `/quick-swap`).
 * The strictness rule they serve is written at the top of `./txnData.ts`.
 */

/** A non-empty id (route, step, transaction record). */
export const idSchema = v.pipe(v.string(), v.minLength(1, 'Expected a non-empty id'));

/**
 * An exact non-negative integer, as the services write them: decimal digits (`"1000"`), a 0x hex
 * quantity (`"0x3e8"`, JSON-RPC style) or a JSON number that is a safe integer. A number above
 * 2^53 is refused: it has already lost digits, and a wei amount must not be rounded.
 */
export const exactIntegerSchema = v.union(
  [
    v.pipe(v.number(), v.safeInteger('Expected an exact integer'), v.minValue(0)),
    v.pipe(v.string(), v.regex(/^(\d+|0x[0-9a-fA-F]+)$/, 'Expected an integer')),
  ],
  'Expected a non-negative integer (decimal digits, 0x hex or a safe JSON number)',
);

/** An EVM address: 0x and 40 hex digits (any case; the checksum is not verified). */
export const evmAddressSchema = v.pipe(
  v.string(),
  v.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 20-byte 0x address'),
);

/** Calldata: 0x and whole bytes of hex (`0x` alone is empty calldata). */
export const calldataSchema = v.pipe(
  v.string(),
  v.regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected 0x-prefixed hex of whole bytes'),
);

/** A Tron transaction id: the sha256 of `raw_data`, 64 hex digits. This is what gets signed. */
export const tronTxIdSchema = v.pipe(
  v.string(),
  v.regex(/^[0-9a-fA-F]{64}$/, 'Expected a 64-digit hex transaction id'),
);

/** A link the widget may render: only http(s). Anything else (`javascript:`, ...) fails. */
export const httpUrlSchema = v.pipe(
  v.string(),
  v.check((text) => {
    try {
      const { protocol } = new URL(text);
      return protocol === 'https:' || protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Expected an http(s) URL'),
);

/** Gas and fee figures kept as text: a string as sent, a finite number as its decimal text. */
export const textFigureSchema = v.union([
  v.string(),
  v.pipe(
    v.number(),
    v.finite(),
    v.transform((n) => String(n)),
  ),
]);
