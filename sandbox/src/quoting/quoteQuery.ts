import type { PriorityLevel, QuoteRequest } from '../../../src/api/types';
import { badParam } from '../errors';

/**
 * The `/quotes` query as docs/routing-api.md §4.1 and §2.10 define it, read by the sandbox's own
 * code, never the widget's: a widget that writes the query wrong must be refused here, not read
 * back by the same mistake. This reads the text only; what the values mean (known chains, tokens
 * and providers, addresses, the slippage cap, amounts in USD) is checked by `quoteRequest.ts`.
 * Throws a 400 BAD_REQUEST naming the parameter.
 *
 * Where the description is silent, the sandbox decides (docs/architecture.md): the nested options
 * travel flat (`solanaPriorityFee=high`) or as JSON (`solanaOptions={"solanaPriorityFee":"high"}`),
 * never both for one field; a parameter given twice is refused, not one of its values picked;
 * parameters it does not know are ignored; `feeBps` is the live service's integrator fee.
 */

/**
 * What the query says, in the widget's own domain types (types only: the decoding below is the
 * sandbox's, from the spec).
 */
export type QuoteQuery = QuoteRequest;
/** A level, or micro-lamports, lamports or wei (§2.10). */
type PriorityFee = number | PriorityLevel;

const PRIORITY_LEVELS: readonly string[] = ['low', 'medium', 'high', 'ultra', 'degen'];
const SOLANA_FIELDS = ['solanaPriorityFee', 'solanaBundleTip'] as const;
const EVM_FIELDS = ['evmPriorityFee'] as const;
const DIGITS = /^\d+$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;

export function readQuoteQuery(query: URLSearchParams): QuoteQuery {
  const q: QuoteQuery = {
    fromChainId: required(query, 'fromChainId'),
    fromAssetAddress: required(query, 'fromAssetAddress'),
    toChainId: required(query, 'toChainId'),
    toAssetAddress: required(query, 'toAssetAddress'),
    amount: amount(query),
    userWalletAddress: required(query, 'userWalletAddress'),
  };
  const recipient = optional(query, 'recipient');
  if (recipient !== undefined) q.recipient = recipient;
  const slippage = optional(query, 'slippage');
  if (slippage !== undefined) {
    if (!DECIMAL.test(slippage)) {
      throw badParam('slippage', 'must be a number of basis points (100 = 1 %), such as 50');
    }
    q.slippageBps = Number(slippage);
  }
  const solanaOptions = options(query, 'solanaOptions', SOLANA_FIELDS);
  if (solanaOptions) q.solanaOptions = solanaOptions;
  const evmOptions = options(query, 'evmOptions', EVM_FIELDS);
  if (evmOptions) q.evmOptions = evmOptions;
  for (const name of ['skipChecks', 'recommendedProvider', 'lite'] as const) {
    const value = optional(query, name);
    if (value !== undefined) q[name] = boolean(name, value);
  }
  for (const name of ['include', 'exclude'] as const) {
    const value = optional(query, name);
    if (value !== undefined) q[name] = providerList(name, value);
  }
  const maxAccounts = optional(query, 'maxAccounts');
  if (maxAccounts !== undefined) q.maxAccounts = integer('maxAccounts', maxAccounts, 1);
  const feeBps = optional(query, 'feeBps');
  if (feeBps !== undefined) q.feeBps = integer('feeBps', feeBps, 0, 10_000);
  return q;
}

/** The parameter's value, undefined when absent; an empty value is refused like a bad one. */
function optional(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  if (values.length > 1) throw badParam(name, `given ${values.length} times; send it once`);
  const value = values[0];
  if (value === '') throw badParam(name, 'must not be empty');
  return value;
}

function required(query: URLSearchParams, name: string): string {
  const value = optional(query, name);
  if (value === undefined) throw badParam(name, 'required');
  return value;
}

function amount(query: URLSearchParams): QuoteQuery['amount'] {
  const units = optional(query, 'inputAmount');
  const display = optional(query, 'inputAmountDisplay');
  if ((units === undefined) === (display === undefined)) {
    throw badParam('inputAmount', 'send exactly one of inputAmount and inputAmountDisplay');
  }
  if (units !== undefined) {
    if (!DIGITS.test(units)) {
      throw badParam('inputAmount', 'must be an integer in the smallest unit, in decimal digits');
    }
    return { inputAmount: BigInt(units) };
  }
  if (display === undefined || !DECIMAL.test(display)) {
    throw badParam('inputAmountDisplay', 'must be a decimal number such as 1.5');
  }
  return { inputAmountDisplay: display };
}

function boolean(name: string, value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badParam(name, 'must be true or false');
}

/** Comma-separated provider ids, as written: no empty item, no spaces trimmed. */
function providerList(name: string, value: string): string[] {
  const ids = value.split(',');
  if (ids.includes('')) throw badParam(name, 'must be provider ids separated by commas');
  return ids;
}

function integer(name: string, value: string, min: number, max?: number): number {
  const n = DIGITS.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || (max !== undefined && n > max)) {
    throw badParam(
      name,
      `must be a whole number from ${min}${max === undefined ? ' up' : ` to ${max}`}`,
    );
  }
  return n;
}

/** A level name or a whole number, as a flat parameter (text) or in the JSON object (a number). */
function priorityFee(name: string, value: unknown): PriorityFee {
  if (typeof value === 'string' && PRIORITY_LEVELS.includes(value)) return value as PriorityLevel;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && DIGITS.test(value)
        ? Number(value)
        : Number.NaN;
  if (Number.isSafeInteger(n) && n >= 0) return n;
  throw badParam(name, `must be one of ${PRIORITY_LEVELS.join(', ')} or a whole number`);
}

/** `solanaOptions` or `evmOptions`: its fields flat, or the object as JSON, or both (no field
 * twice). Undefined when none of its fields is given. */
function options<F extends string>(
  query: URLSearchParams,
  name: string,
  fields: readonly F[],
): Partial<Record<F, PriorityFee>> | undefined {
  const result: Partial<Record<F, PriorityFee>> = {};
  const json = optional(query, name);
  if (json !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw badParam(name, `must be a JSON object with the fields ${fields.join(', ')}`);
    }
    for (const [key, value] of Object.entries(parsed)) {
      const field = fields.find((f) => f === key);
      if (field === undefined) {
        throw badParam(`${name}.${key}`, `unknown field (expected ${fields.join(', ')})`);
      }
      result[field] = priorityFee(`${name}.${key}`, value);
    }
  }
  for (const field of fields) {
    const flat = optional(query, field);
    if (flat === undefined) continue;
    if (result[field] !== undefined) throw badParam(field, `given both flat and in ${name}`);
    result[field] = priorityFee(field, flat);
  }
  return Object.keys(result).length > 0 ? result : undefined;
}
