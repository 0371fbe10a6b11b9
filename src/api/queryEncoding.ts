import type { EvmOptions, PriorityLevel, QuoteRequest, SolanaOptions } from './types';

/**
 * `/quotes` query string, both ways. The widget encodes; the sandbox reads the query with its own
 * decoder (`sandbox/src/quoting/quoteQuery.ts`), never this one, so a query written wrong here is
 * refused there. Free of DOM and React (plain URLSearchParams only).
 *
 * Nested options go flat by default (`solanaPriorityFee=high&solanaBundleTip=5000`), as the
 * public SDK sends them; `'json'` sends `solanaOptions={"solanaPriorityFee":"high"}`. The decoder
 * accepts both. `slippageBps` travels as `slippage` (basis points).
 */

export type OptionsEncoding = 'flat' | 'json';

const PRIORITY_LEVELS: readonly PriorityLevel[] = ['low', 'medium', 'high', 'ultra', 'degen'];

const SOLANA_KEYS = ['solanaPriorityFee', 'solanaBundleTip'] as const;
const EVM_KEYS = ['evmPriorityFee'] as const;

export function encodeQuoteQuery(
  req: QuoteRequest,
  encoding: OptionsEncoding = 'flat',
): URLSearchParams {
  const params = new URLSearchParams();
  params.set('fromChainId', req.fromChainId);
  params.set('fromAssetAddress', req.fromAssetAddress);
  params.set('toChainId', req.toChainId);
  params.set('toAssetAddress', req.toAssetAddress);
  if ('inputAmount' in req.amount) params.set('inputAmount', req.amount.inputAmount.toString());
  else params.set('inputAmountDisplay', req.amount.inputAmountDisplay);
  params.set('userWalletAddress', req.userWalletAddress);
  if (req.recipient !== undefined) params.set('recipient', req.recipient);
  if (req.slippageBps !== undefined) params.set('slippage', String(req.slippageBps));
  encodeOptions(params, 'solanaOptions', SOLANA_KEYS, req.solanaOptions, encoding);
  encodeOptions(params, 'evmOptions', EVM_KEYS, req.evmOptions, encoding);
  if (req.skipChecks !== undefined) params.set('skipChecks', String(req.skipChecks));
  if (req.include?.length) params.set('include', req.include.join(','));
  if (req.exclude?.length) params.set('exclude', req.exclude.join(','));
  if (req.recommendedProvider !== undefined) {
    params.set('recommendedProvider', String(req.recommendedProvider));
  }
  if (req.lite !== undefined) params.set('lite', String(req.lite));
  if (req.maxAccounts !== undefined) params.set('maxAccounts', String(req.maxAccounts));
  if (req.feeBps !== undefined) params.set('feeBps', String(req.feeBps));
  return params;
}

function encodeOptions<K extends string>(
  params: URLSearchParams,
  name: string,
  keys: readonly K[],
  options: Partial<Record<K, number | PriorityLevel>> | undefined,
  encoding: OptionsEncoding,
): void {
  if (!options) return;
  const present = keys.filter((key) => options[key] !== undefined);
  if (present.length === 0) return;
  if (encoding === 'json') {
    params.set(name, JSON.stringify(Object.fromEntries(present.map((k) => [k, options[k]]))));
  } else {
    for (const key of present) params.set(key, String(options[key]));
  }
}

export interface QueryDecodeError {
  error: string;
  param: string;
}

class DecodeFailure extends Error {
  constructor(
    readonly param: string,
    readonly problem: string,
  ) {
    super(`${param}: ${problem}`);
  }
}

/** Validating decoder (the widget's tests read back what it encodes): a `QuoteRequest`, or the
 * first problem and its param. */
export function decodeQuoteQuery(params: URLSearchParams): QuoteRequest | QueryDecodeError {
  try {
    return decode(params);
  } catch (error) {
    if (error instanceof DecodeFailure) return { error: error.problem, param: error.param };
    throw error;
  }
}

export function isQueryDecodeError(
  value: QuoteRequest | QueryDecodeError,
): value is QueryDecodeError {
  return 'error' in value && 'param' in value;
}

function decode(params: URLSearchParams): QuoteRequest {
  const req: QuoteRequest = {
    fromChainId: required(params, 'fromChainId'),
    fromAssetAddress: required(params, 'fromAssetAddress'),
    toChainId: required(params, 'toChainId'),
    toAssetAddress: required(params, 'toAssetAddress'),
    amount: decodeAmount(params),
    userWalletAddress: required(params, 'userWalletAddress'),
  };
  const recipient = optional(params, 'recipient');
  if (recipient !== undefined) req.recipient = required(params, 'recipient');
  const slippage = optional(params, 'slippage');
  if (slippage !== undefined) req.slippageBps = decodeSlippage(slippage);
  const solana = decodeOptions(params, 'solanaOptions', SOLANA_KEYS);
  if (solana) req.solanaOptions = solana as SolanaOptions;
  const evm = decodeOptions(params, 'evmOptions', EVM_KEYS);
  if (evm) req.evmOptions = evm as EvmOptions;
  for (const key of ['skipChecks', 'recommendedProvider', 'lite'] as const) {
    const value = optional(params, key);
    if (value !== undefined) req[key] = decodeBoolean(key, value);
  }
  for (const key of ['include', 'exclude'] as const) {
    const value = optional(params, key);
    if (value !== undefined) req[key] = decodeList(key, value);
  }
  const maxAccounts = optional(params, 'maxAccounts');
  if (maxAccounts !== undefined) req.maxAccounts = decodeInteger('maxAccounts', maxAccounts, 1);
  const feeBps = optional(params, 'feeBps');
  if (feeBps !== undefined) req.feeBps = decodeInteger('feeBps', feeBps, 0, 10_000);
  return req;
}

function optional(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw new DecodeFailure(name, 'Given more than once');
  return values[0];
}

function required(params: URLSearchParams, name: string): string {
  const value = optional(params, name)?.trim();
  if (!value) throw new DecodeFailure(name, 'Required');
  return value;
}

function decodeAmount(params: URLSearchParams): QuoteRequest['amount'] {
  const units = optional(params, 'inputAmount');
  const display = optional(params, 'inputAmountDisplay');
  if ((units === undefined) === (display === undefined)) {
    throw new DecodeFailure(
      'inputAmount',
      'Send exactly one of inputAmount and inputAmountDisplay',
    );
  }
  if (units !== undefined) {
    if (!/^\d+$/.test(units) || BigInt(units) === 0n) {
      throw new DecodeFailure('inputAmount', 'Must be a positive integer in the smallest unit');
    }
    return { inputAmount: BigInt(units) };
  }
  const text = display ?? '';
  if (!/^\d+(\.\d+)?$/.test(text) || !/[1-9]/.test(text)) {
    throw new DecodeFailure('inputAmountDisplay', 'Must be a positive decimal number like 1.5');
  }
  return { inputAmountDisplay: text };
}

function decodeSlippage(value: string): number {
  const n = value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 10_000) {
    throw new DecodeFailure('slippage', 'Must be a number of basis points from 0 to 10000');
  }
  return n;
}

function decodeBoolean(name: string, value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new DecodeFailure(name, 'Must be true or false');
}

function decodeList(name: string, value: string): string[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) throw new DecodeFailure(name, 'Must be a comma-separated list');
  return items;
}

function decodeInteger(name: string, value: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new DecodeFailure(
      name,
      `Must be an integer from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}`,
    );
  }
  return n;
}

/** A priority level name, or a non-negative integer (micro-lamports, lamports or wei). */
function decodePriority(name: string, value: unknown): number | PriorityLevel {
  if (typeof value === 'string' && (PRIORITY_LEVELS as readonly string[]).includes(value)) {
    return value as PriorityLevel;
  }
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (Number.isSafeInteger(n) && n >= 0) return n;
  throw new DecodeFailure(
    name,
    `Must be one of ${PRIORITY_LEVELS.join(', ')} or a non-negative integer`,
  );
}

function decodeOptions<K extends string>(
  params: URLSearchParams,
  name: string,
  keys: readonly K[],
): Partial<Record<K, number | PriorityLevel>> | undefined {
  const result: Partial<Record<K, number | PriorityLevel>> = {};
  const json = optional(params, name);
  if (json !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new DecodeFailure(name, 'Must be a JSON object');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new DecodeFailure(name, 'Must be a JSON object');
    }
    for (const [key, value] of Object.entries(parsed)) {
      if (!(keys as readonly string[]).includes(key)) {
        throw new DecodeFailure(`${name}.${key}`, `Unknown option (expected ${keys.join(', ')})`);
      }
      result[key as K] = decodePriority(`${name}.${key}`, value);
    }
  }
  for (const key of keys) {
    const flat = optional(params, key);
    if (flat === undefined) continue;
    if (result[key] !== undefined) throw new DecodeFailure(key, `Given both flat and in ${name}`);
    result[key] = decodePriority(key, flat);
  }
  return Object.keys(result).length > 0 ? result : undefined;
}
